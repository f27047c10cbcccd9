import { runAction } from './shell/run-action.js'

await runAction()
