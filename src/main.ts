import { runAction } from './shell/run-action.js'
import { threadedSidesParser } from './parse/threads/threaded-parse.js'

await runAction({ parseSides: threadedSidesParser(new URL('./parse-worker.js', import.meta.url)) })
