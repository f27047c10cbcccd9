#!/usr/bin/env node
import { runCli } from './shell/run-cli.js'
import { threadedSidesParser } from './parse/threads/threaded-parse.js'

const parseSides = threadedSidesParser(new URL('./parse-worker.js', import.meta.url))
process.exitCode = await runCli(process.argv.slice(2), undefined, { parseSides })
