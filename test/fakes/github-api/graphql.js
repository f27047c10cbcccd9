// @ts-check
/**
 * POST /graphql: a small executor for `viewer { … }`, `rateLimit { … }` and the
 * `minimizeComment` / `unminimizeComment` mutations. Fields, aliases, arguments and variables are
 * supported; fragments are not (answered with an error naming them).
 */

/**
 * @typedef {import('./store.js').Store} Store
 * @typedef {import('./store.js').TokenRecord} TokenRecord
 * @typedef {{ kind: string, value: string, line: number, column: number }} Token
 * @typedef {{ alias: string, name: string, args: Record<string, ValueNode>, selections: Field[] | undefined, line: number, column: number }} Field
 * @typedef {{ variable: string } | { literal: unknown } | { list: ValueNode[] } | { object: Record<string, ValueNode> }} ValueNode
 * @typedef {{ message: string, type?: string, path?: (string | number)[], locations?: { line: number, column: number }[], extensions?: Record<string, string> }} GraphQLError
 * @typedef {(args: Record<string, unknown>, field: Field) => unknown} Resolver
 */

class GraphQLFailure extends Error {
  /** @param {GraphQLError} error */
  constructor(error) {
    super(error.message)
    this.error = error
  }
}

const CLASSIFIERS = new Set(['SPAM', 'ABUSE', 'OFF_TOPIC', 'OUTDATED', 'DUPLICATE', 'RESOLVED'])

/**
 * @param {Store} store
 * @param {TokenRecord} identity
 * @param {unknown} payload the request body: `{ query, variables?, operationName? }`
 * @returns {{ data?: unknown, errors?: GraphQLError[] }}
 */
export function executeGraphQL(store, identity, payload) {
  const request = /** @type {{ query?: unknown, variables?: unknown }} */ (payload ?? {})
  if (typeof request.query !== 'string') {
    return { errors: [{ message: 'A query attribute must be specified and must be a string.' }] }
  }
  const variables = /** @type {Record<string, unknown>} */ (request.variables ?? {})
  let operation
  try {
    operation = parseOperation(request.query)
  } catch (error) {
    if (error instanceof GraphQLFailure) return { errors: [error.error] }
    throw error
  }
  const root =
    operation.type === 'mutation' ? mutationRoot(store, identity) : queryRoot(store, identity)
  /** @type {GraphQLError[]} */
  const errors = []
  const data = resolveSelections(root, operation.selections, variables, [], errors)
  const invalid = errors.filter((e) => e.extensions?.code === 'undefinedField')
  if (invalid.length > 0) return { errors: invalid }
  return errors.length > 0 ? { data, errors } : { data }
}

/**
 * @param {Store} store
 * @param {TokenRecord} identity
 * @returns {Record<string, unknown>}
 */
function queryRoot(store, identity) {
  return {
    __typename: 'Query',
    viewer: () => ({
      __typename: identity.user.type === 'Bot' ? 'Bot' : 'User',
      login: identity.user.login,
      databaseId: identity.user.id,
      id: identity.user.node_id,
      url: identity.user.html_url,
    }),
    rateLimit: () => ({
      __typename: 'RateLimit',
      limit: identity.graphql.limit,
      remaining: identity.graphql.remaining,
      used: identity.graphql.limit - identity.graphql.remaining,
      cost: 1,
      resetAt: new Date(identity.graphql.resetAt * 1000).toISOString(),
    }),
  }
}

/**
 * @param {Store} store
 * @param {TokenRecord} identity
 * @returns {Record<string, unknown>}
 */
function mutationRoot(store, identity) {
  /** @param {boolean} minimize @returns {Resolver} */
  const setMinimized = (minimize) => (args) => {
    const input =
      /** @type {{ subjectId?: unknown, classifier?: unknown, clientMutationId?: unknown }} */ (
        args.input ?? {}
      )
    const comment = [...store.comments.values()].find((c) => c.json.node_id === input.subjectId)
    if (!comment) {
      throw new GraphQLFailure({
        type: 'NOT_FOUND',
        message: `Could not resolve to a node with the global id of '${String(input.subjectId)}'`,
      })
    }
    const levels = [identity.scopes['pull-requests'], identity.scopes.issues]
    if (!levels.includes('write')) {
      throw new GraphQLFailure({
        type: 'FORBIDDEN',
        message: 'Resource not accessible by integration',
      })
    }
    if (minimize) {
      const classifier = String(input.classifier)
      if (!CLASSIFIERS.has(classifier)) {
        throw new GraphQLFailure({
          message: `Argument 'classifier' on InputObject 'MinimizeCommentInput' has an invalid value (${classifier}). Expected type 'ReportedContentClassifiers!'.`,
        })
      }
      comment.minimizedReason = classifier.toLowerCase().replace('_', '-')
    } else {
      comment.minimizedReason = null
    }
    return {
      __typename: minimize ? 'MinimizeCommentPayload' : 'UnminimizeCommentPayload',
      clientMutationId: input.clientMutationId ?? null,
      [minimize ? 'minimizedComment' : 'unminimizedComment']: {
        __typename: 'IssueComment',
        id: comment.json.node_id,
        databaseId: comment.json.id,
        isMinimized: comment.minimizedReason !== null,
        minimizedReason: comment.minimizedReason,
        viewerCanMinimize: true,
      },
    }
  }
  return {
    __typename: 'Mutation',
    minimizeComment: setMinimized(true),
    unminimizeComment: setMinimized(false),
  }
}

/**
 * @param {Record<string, unknown>} parent
 * @param {Field[]} selections
 * @param {Record<string, unknown>} variables
 * @param {(string | number)[]} path
 * @param {GraphQLError[]} errors
 */
function resolveSelections(parent, selections, variables, path, errors) {
  /** @type {Record<string, unknown>} */
  const result = {}
  for (const field of selections) {
    const fieldPath = [...path, field.alias]
    const location = { line: field.line, column: field.column }
    if (!(field.name in parent)) {
      const typeName = String(parent.__typename)
      errors.push({
        message: `Field '${field.name}' doesn't exist on type '${typeName}'`,
        path: fieldPath,
        locations: [location],
        extensions: { code: 'undefinedField', typeName, fieldName: field.name },
      })
      continue
    }
    try {
      const raw = parent[field.name]
      const value =
        typeof raw === 'function'
          ? /** @type {Resolver} */ (raw)(evaluateArgs(field.args, variables), field)
          : raw
      result[field.alias] =
        field.selections && value !== null && typeof value === 'object'
          ? resolveSelections(
              /** @type {Record<string, unknown>} */ (value),
              field.selections,
              variables,
              fieldPath,
              errors,
            )
          : value
    } catch (error) {
      if (!(error instanceof GraphQLFailure)) throw error
      result[field.alias] = null
      errors.push({ ...error.error, path: fieldPath, locations: [location] })
    }
  }
  return result
}

/** @param {Record<string, ValueNode>} args @param {Record<string, unknown>} variables */
function evaluateArgs(args, variables) {
  return Object.fromEntries(
    Object.entries(args).map(([name, node]) => [name, evaluate(node, variables)]),
  )
}

/** @param {ValueNode} node @param {Record<string, unknown>} variables @returns {unknown} */
function evaluate(node, variables) {
  if ('variable' in node) return variables[node.variable]
  if ('list' in node) return node.list.map((item) => evaluate(item, variables))
  if ('object' in node) return evaluateArgs(node.object, variables)
  return node.literal
}

/** @param {string} source */
function tokenize(source) {
  /** @type {Token[]} */
  const tokens = []
  const pattern =
    /(\s+|,|#[^\n]*)|("""[\s\S]*?"""|"(?:[^"\\]|\\.)*")|(\.\.\.|[{}()[\]:$!=@|&])|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)|([_A-Za-z][_0-9A-Za-z]*)/y
  let line = 1
  let lineStart = 0
  while (pattern.lastIndex < source.length) {
    const start = pattern.lastIndex
    const match = pattern.exec(source)
    if (!match)
      throw new GraphQLFailure({
        message: `Parse error on "${source.charAt(start)}" at [${line}, ${start - lineStart + 1}]`,
      })
    const column = start - lineStart + 1
    const [text, ignored, string, punctuator, number] = match
    if (string !== undefined) {
      tokens.push({
        kind: 'string',
        value: string.startsWith('"""')
          ? string.slice(3, -3)
          : /** @type {string} */ (JSON.parse(string)),
        line,
        column,
      })
    } else if (punctuator !== undefined)
      tokens.push({ kind: 'punct', value: punctuator, line, column })
    else if (number !== undefined) tokens.push({ kind: 'number', value: number, line, column })
    else if (ignored === undefined) tokens.push({ kind: 'name', value: text, line, column })
    for (let i = start; i < pattern.lastIndex; i += 1) {
      if (source[i] === '\n') {
        line += 1
        lineStart = i + 1
      }
    }
  }
  return tokens
}

/**
 * The first operation of the document (GitHub requires operationName only with several).
 * @param {string} source
 * @returns {{ type: 'query' | 'mutation', selections: Field[] }}
 */
function parseOperation(source) {
  const tokens = tokenize(source)
  let position = 0
  const peek = () => tokens[position]
  const fail = (/** @type {string} */ message) => {
    const token = peek()
    throw new GraphQLFailure({
      message: token
        ? `${message} at [${token.line}, ${token.column}]`
        : `${message} at end of document`,
    })
  }
  const next = () => {
    const token = tokens[position]
    if (!token) return fail('Unexpected end of document')
    position += 1
    return token
  }
  /** @param {string} value */
  const expect = (value) => {
    if (peek()?.value !== value) fail(`Expected "${value}"`)
    return next()
  }
  /** @returns {ValueNode} */
  const parseValue = () => {
    const token = next()
    if (token.value === '$' && token.kind === 'punct') return { variable: next().value }
    if (token.kind === 'string') return { literal: token.value }
    if (token.kind === 'number') return { literal: Number(token.value) }
    if (token.value === '[') {
      /** @type {ValueNode[]} */
      const list = []
      while (peek()?.value !== ']') list.push(parseValue())
      next()
      return { list }
    }
    if (token.value === '{') {
      /** @type {Record<string, ValueNode>} */
      const object = {}
      while (peek()?.value !== '}') {
        const name = next().value
        expect(':')
        object[name] = parseValue()
      }
      next()
      return { object }
    }
    if (token.kind === 'name') {
      return {
        literal:
          token.value === 'true'
            ? true
            : token.value === 'false'
              ? false
              : token.value === 'null'
                ? null
                : token.value,
      }
    }
    return fail(`Unexpected "${token.value}"`)
  }
  /** @returns {Field[]} */
  const parseSelections = () => {
    expect('{')
    /** @type {Field[]} */
    const fields = []
    while (peek()?.value !== '}') {
      if (peek()?.value === '...') fail('Fragments are not supported by the fake GitHub API')
      const first = next()
      let alias = first.value
      let name = first.value
      if (peek()?.value === ':') {
        next()
        name = next().value
      }
      /** @type {Record<string, ValueNode>} */
      const args = {}
      if (peek()?.value === '(') {
        next()
        while (peek()?.value !== ')') {
          const argName = next().value
          expect(':')
          args[argName] = parseValue()
        }
        next()
      }
      const selections = peek()?.value === '{' ? parseSelections() : undefined
      fields.push({ alias, name, args, selections, line: first.line, column: first.column })
    }
    next()
    return fields
  }
  let type = /** @type {'query' | 'mutation'} */ ('query')
  const head = peek()
  if (head?.value === 'fragment') fail('Fragments are not supported by the fake GitHub API')
  if (head?.value === 'query' || head?.value === 'mutation') {
    type = head.value
    next()
    if (peek()?.kind === 'name') next()
    if (peek()?.value === '(') {
      while (next().value !== ')') {
        // variable definitions carry no information the executor needs
      }
    }
  } else if (head?.value === 'subscription') {
    fail('Subscriptions are not supported')
  }
  return { type, selections: parseSelections() }
}
