/**
 * Only the rules of a style sheet that can match a page: the preview inlines GitHub's Markdown CSS
 * (22 KB, 190 rules) for a comment that uses a dozen elements.
 */

/**
 * The rules of `css` with at least one selector whose element names and classes all occur in
 * `html`; the selectors that cannot match are dropped from each rule kept. Pseudo-classes,
 * pseudo-elements, attribute selectors and `:not(…)` are not judged (kept as written), so a rule
 * is only ever left out when it names an element or class the page does not have.
 *
 * Handles flat style sheets, as github-markdown-css is: comments and top-level rules; an
 * at-rule (`@media`, `@keyframes`) is kept whole.
 *
 * @param css the style sheet
 * @param html the page's markup (the elements and `class` attributes are read from it)
 */
export function usedCss(css: string, html: string): string {
  const tags = new Set(
    [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1]?.toLowerCase()),
  )
  const classes = new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)),
  )
  const matches = (selector: string): boolean => {
    const plain = selector
      .replace(/:not\([^)]*\)/g, '')
      .replace(/\[[^\]]*\]/g, '')
      .replace(/::?[a-zA-Z-]+(\([^)]*\))?/g, '')
    const names = plain.match(/(^|[\s>+~(])([a-zA-Z][a-zA-Z0-9-]*)/g) ?? []
    const classNames = plain.match(/\.[a-zA-Z_][\w-]*/g) ?? []
    return (
      names.every((n) => tags.has(n.replace(/^[\s>+~(]/, '').toLowerCase())) &&
      classNames.every((c) => classes.has(c.slice(1)))
    )
  }
  const out: string[] = []
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '')
  let at = 0
  while (at < text.length) {
    const open = text.indexOf('{', at)
    if (open < 0) break
    const head = text.slice(at, open).trim()
    if (head.startsWith('@')) {
      // Kept whole: find its matching brace.
      let depth = 0
      let end = open
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++
        else if (text[end] === '}' && --depth === 0) break
      }
      out.push(text.slice(at, end + 1).trim())
      at = end + 1
      continue
    }
    const close = text.indexOf('}', open)
    if (close < 0) break
    const kept = head
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== '' && matches(s))
    if (kept.length > 0) out.push(`${kept.join(',\n')} {${text.slice(open + 1, close)}}`)
    at = close + 1
  }
  return out.join('\n')
}
