import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  unpackSide
} from "./chunk-QJ6UFOS6.js";
import {
  baseHistory
} from "./chunk-KLP6SXAF.js";
import {
  DEFAULT_ROUND_PATTERN,
  assignRounds,
  diagnostic,
  findAdapter,
  formatAdapters,
  mixedFormatWarnings,
  parseOwnedFiles,
  parseResultFiles,
  parseSidesInTurn,
  require_lib,
  require_lib10,
  require_lib11,
  require_lib2,
  require_lib3,
  require_lib4,
  require_lib5,
  require_lib6,
  require_lib7,
  require_lib8,
  require_lib9,
  withoutBytes
} from "./chunk-IXMETNYO.js";
import {
  FLOOR_SOURCES,
  mergeEnvironments,
  readReference
} from "./chunk-6LWBGW3X.js";
import {
  ENVIRONMENT_KEYS,
  METRIC_KINDS,
  benchmarkKey,
  benchmarkLabel,
  external_exports
} from "./chunk-E43S7ACF.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-YKCRKANG.js";

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str) => REGEX_SPECIAL_CHARS.test(str);
    exports.isRegexChar = (str) => str.length === 1 && exports.hasRegexChars(str);
    exports.escapeRegex = (str) => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str) => str.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform = navigator.platform.toLowerCase();
        return platform === "win32" || platform === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str) => {
      return str.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path3, { windows } = {}) => {
      const segs = path3.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens = [];
      const parts = [];
      let str = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str;
      let prefix = "";
      let glob3 = "";
      if (start > 0) {
        prefix = str.slice(0, start);
        str = str.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str.slice(0, lastIndex);
        glob3 = str.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob3 = str;
      } else {
        base = str;
      }
      if (base && base !== "" && base !== "/" && base !== str) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob3) glob3 = utils.removeBackslashes(glob3);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob: glob3,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens.push(token);
        }
        state.tokens = tokens;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i = slashes[idx];
          const value2 = input.slice(n2, i);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens[idx].isPrefix = true;
              tokens[idx].value = prefix;
            } else {
              tokens[idx].value = value2;
            }
            depth(tokens[idx]);
            state.maxDepth += tokens[idx].depth;
          }
          if (i >= start) {
            parts.push(value2);
            prevIndex = i;
          }
        }
        const n = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens[tokens.length - 1].value = value;
          depth(tokens[tokens.length - 1]);
          state.maxDepth += tokens[tokens.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i = 0; i < values.length; i++) {
        for (let j = i + 1; j < values.length; j++) {
          const a = values[i];
          const b = values[j];
          const char = a[0];
          if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a === b || a.startsWith(b) || b.startsWith(a)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote = 0;
      let escaped = false;
      for (let i = 1; i < pattern.length; i++) {
        const ch = pattern[i];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote = quote === 1 ? 0 : 1;
          continue;
        }
        if (quote === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i),
              end: i
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants.globChars(opts.windows);
      const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n = 1) => input[state.index + n];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count++;
        }
        if (count % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open2 = tokens[token.tokensIndex];
          open2.type = "text";
          open2.value = literal;
          open2.output = safeOutput || utils.escapeRegex(literal);
          for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
            tokens[i].value = "";
            tokens[i].output = "";
            delete tokens[i].suffix;
          }
          state.output = token.output + open2.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix2 = POSIX_REGEX_SOURCE[rest2];
                if (posix2) {
                  prev.value = pre + posix2;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment("braces");
          const open2 = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open2);
          push(open2);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens.slice();
            const range = [];
            for (let i = arr.length - 1; i >= 0; i--) {
              tokens.pop();
              if (arr[i].type === "brace") {
                break;
              }
              if (arr[i].type !== "dots") {
                range.unshift(arr[i].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str) => {
        switch (str) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan = require_scan();
    var parse = require_parse();
    var utils = require_utils();
    var constants = require_constants();
    var isObject = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch3 = (glob3, options, returnState = false) => {
      if (Array.isArray(glob3)) {
        const fns = glob3.map((input) => picomatch3(input, options, returnState));
        const arrayMatcher = (str) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject(glob3) && glob3.tokens && glob3.input;
      if (glob3 === "" || typeof glob3 !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix2 = opts.windows;
      const regex2 = isState ? picomatch3.compileRe(glob3, options) : picomatch3.makeRe(glob3, options, false, true);
      const state = regex2.state;
      delete regex2.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch3(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch3.test(input, regex2, options, { glob: glob3, posix: posix2 });
        const result = { glob: glob3, state, regex: regex2, posix: posix2, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch3.test = (input, regex2, options, { glob: glob3, posix: posix2 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format = opts.format || (posix2 ? utils.toPosixSlashes : null);
      let match = input === glob3;
      let output = match && format ? format(input) : input;
      if (match === false) {
        output = format ? format(input) : input;
        match = output === glob3;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch3.matchBase(input, regex2, options, posix2);
        } else {
          match = regex2.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch3.matchBase = (input, glob3, options, posix2 = options && options.windows) => {
      const regex2 = glob3 instanceof RegExp ? glob3 : picomatch3.makeRe(glob3, options);
      return regex2.test(utils.basename(input, { windows: posix2 }));
    };
    picomatch3.isMatch = (str, patterns, options) => picomatch3(patterns, options)(str);
    picomatch3.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch3.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch3.scan = (input, options) => scan(input, options);
    picomatch3.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex2 = picomatch3.toRegex(source, options);
      if (returnState === true) {
        regex2.state = state;
      }
      return regex2;
    };
    picomatch3.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch3.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch3.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch3.constants = constants;
    module.exports = picomatch3;
  }
});

// node_modules/picomatch/index.js
var require_picomatch2 = __commonJS({
  "node_modules/picomatch/index.js"(exports, module) {
    "use strict";
    var pico = require_picomatch();
    var utils = require_utils();
    function picomatch3(glob3, options, returnState = false) {
      if (options && (options.windows === null || options.windows === void 0)) {
        options = { ...options, windows: utils.isWindows() };
      }
      return pico(glob3, options, returnState);
    }
    Object.assign(picomatch3, pico);
    module.exports = picomatch3;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -5087819496582806e-19;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -5087819496582806e-19 + x * (-0.008368748197417368 + x * (0.03348066254097446 + x * (-0.012692614766297404 + x * (-0.03656379714117627 + x * (0.02198786811111689 + x * (0.008226878746769157 + x * (-0.005387729650712429 + x * (0 + x * 0))))))));
        s2 = 1 + x * (-0.9700050433032906 + x * (-1.5657455823417585 + x * (1.5622155839842302 + x * (0.662328840472003 + x * (-0.7122890234154284 + x * (-0.05273963823400997 + x * (0.07952836873415717 + x * (-0.0023339375937419 + x * 8862163904564247e-19))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (0 + x * (-0.005387729650712429 + x * (0.008226878746769157 + x * (0.02198786811111689 + x * (-0.03656379714117627 + x * (-0.012692614766297404 + x * (0.03348066254097446 + x * (-0.008368748197417368 + x * -5087819496582806e-19))))))));
        s2 = 8862163904564247e-19 + x * (-0.0023339375937419 + x * (0.07952836873415717 + x * (-0.05273963823400997 + x * (-0.7122890234154284 + x * (0.662328840472003 + x * (1.5622155839842302 + x * (-1.5657455823417585 + x * (-0.9700050433032906 + x * 1))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.20243350835593876;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.20243350835593876 + x * (0.10526468069939171 + x * (8.3705032834312 + x * (17.644729840837403 + x * (-18.851064805871424 + x * (-44.6382324441787 + x * (17.445385985570866 + x * (21.12946554483405 + x * -3.6719225470772936)))))));
        s2 = 1 + x * (6.242641248542475 + x * (3.971343795334387 + x * (-28.66081804998 + x * (-20.14326346804852 + x * (48.560921310873994 + x * (10.826866735546016 + x * (-22.643693341313973 + x * 1.7211476576120028)))))));
      } else {
        x = 1 / x;
        s1 = -3.6719225470772936 + x * (21.12946554483405 + x * (17.445385985570866 + x * (-44.6382324441787 + x * (-18.851064805871424 + x * (17.644729840837403 + x * (8.3705032834312 + x * (0.10526468069939171 + x * -0.20243350835593876)))))));
        s2 = 1.7211476576120028 + x * (-22.643693341313973 + x * (10.826866735546016 + x * (48.560921310873994 + x * (-20.14326346804852 + x * (-28.66081804998 + x * (3.971343795334387 + x * (6.242641248542475 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.1311027816799519;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.1311027816799519 + x * (-0.16379404719331705 + x * (0.11703015634199525 + x * (0.38707973897260434 + x * (0.3377855389120359 + x * (0.14286953440815717 + x * (0.029015791000532906 + x * (0.0021455899538880526 + x * (-6794655751811263e-22 + x * (28522533178221704e-24 + x * -681149956853777e-24)))))))));
        s2 = 1 + x * (3.4662540724256723 + x * (5.381683457070069 + x * (4.778465929458438 + x * (2.5930192162362027 + x * (0.848854343457902 + x * (0.15226433829533179 + x * (0.011059242293464892 + x * (0 + x * (0 + x * 0)))))))));
      } else {
        x = 1 / x;
        s1 = -681149956853777e-24 + x * (28522533178221704e-24 + x * (-6794655751811263e-22 + x * (0.0021455899538880526 + x * (0.029015791000532906 + x * (0.14286953440815717 + x * (0.3377855389120359 + x * (0.38707973897260434 + x * (0.11703015634199525 + x * (-0.16379404719331705 + x * -0.1311027816799519)))))))));
        s2 = 0 + x * (0 + x * (0 + x * (0.011059242293464892 + x * (0.15226433829533179 + x * (0.848854343457902 + x * (2.5930192162362027 + x * (4.778465929458438 + x * (5.381683457070069 + x * (3.4662540724256723 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p4q4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0350353787183178;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0350353787183178 + x * (-0.0022242652921344794 + x * (0.018557330651423107 + x * (0.009508047013259196 + x * (0.0018712349281955923 + x * (15754461742496055e-20 + x * (460469890584318e-20 + x * (-2304047769118826e-25 + x * 26633922742578204e-28)))))));
        s2 = 1 + x * (1.3653349817554064 + x * (0.7620591645536234 + x * (0.22009110576413124 + x * (0.03415891436709477 + x * (0.00263861676657016 + x * (7646752923027944e-20 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 26633922742578204e-28 + x * (-2304047769118826e-25 + x * (460469890584318e-20 + x * (15754461742496055e-20 + x * (0.0018712349281955923 + x * (0.009508047013259196 + x * (0.018557330651423107 + x * (-0.0022242652921344794 + x * -0.0350353787183178)))))));
        s2 = 0 + x * (0 + x * (7646752923027944e-20 + x * (0.00263861676657016 + x * (0.03415891436709477 + x * (0.22009110576413124 + x * (0.7620591645536234 + x * (1.3653349817554064 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/rational_p5q5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.016743100507663373;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.016743100507663373 + x * (-0.0011295143874558028 + x * (0.001056288621524929 + x * (20938631748758808e-20 + x * (14962478375834237e-21 + x * (44969678992770644e-23 + x * (4625961635228786e-24 + x * (-2811287356288318e-29 + x * 9905570997331033e-32)))))));
        s2 = 1 + x * (0.5914293448864175 + x * (0.1381518657490833 + x * (0.016074608709367652 + x * (9640118070051656e-19 + x * (27533547476472603e-21 + x * (282243172016108e-21 + x * (0 + x * 0)))))));
      } else {
        x = 1 / x;
        s1 = 9905570997331033e-32 + x * (-2811287356288318e-29 + x * (4625961635228786e-24 + x * (44969678992770644e-23 + x * (14962478375834237e-21 + x * (20938631748758808e-20 + x * (0.001056288621524929 + x * (-0.0011295143874558028 + x * -0.016743100507663373)))))));
        s2 = 0 + x * (0 + x * (282243172016108e-21 + x * (27533547476472603e-21 + x * (9640118070051656e-19 + x * (0.016074608709367652 + x * (0.1381518657490833 + x * (0.5914293448864175 + x * 1)))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib();
    var sqrt = require_lib6();
    var ln = require_lib7();
    var PINF = require_lib3();
    var NINF = require_lib2();
    var rationalFcnR1 = require_rational_p1q1();
    var rationalFcnR2 = require_rational_p2q2();
    var rationalFcnR3 = require_rational_p3q3();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfinv(x) {
      var sign;
      var ax;
      var qs;
      var q;
      var g;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 1) {
        return PINF;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === 0) {
        return x;
      }
      if (x > 1 || x < -1) {
        return NaN;
      }
      if (x < 0) {
        sign = -1;
        ax = -x;
      } else {
        sign = 1;
        ax = x;
      }
      q = 1 - ax;
      if (ax <= 0.5) {
        g = ax * (ax + 10);
        r = rationalFcnR1(ax);
        return sign * (g * Y1 + g * r);
      }
      if (q >= 0.25) {
        g = sqrt(-2 * ln(q));
        q -= 0.25;
        r = rationalFcnR2(q);
        return sign * (g / (Y2 + r));
      }
      q = sqrt(-ln(q));
      if (q < 3) {
        qs = q - 1.125;
        r = rationalFcnR3(qs);
        return sign * (Y3 * q + r * q);
      }
      if (q < 6) {
        qs = q - 3;
        r = rationalFcnR4(qs);
        return sign * (Y4 * q + r * q);
      }
      qs = q - 6;
      r = rationalFcnR5(qs);
      return sign * (Y5 * q + r * q);
    }
    module.exports = erfinv;
  }
});

// node_modules/@stdlib/math-base-special-erfinv/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/main.js"(exports, module) {
    "use strict";
    var erfinv = require_lib12();
    var isnan = require_lib();
    var sqrt = require_lib6();
    function quantile(p, mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || isnan(p) || sigma < 0 || p < 0 || p > 1) {
        return NaN;
      }
      if (sigma === 0) {
        return mu;
      }
      A = mu;
      B = sigma * sqrt(2);
      return A + B * erfinv(2 * p - 1);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js
var require_main3 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib();
    function quantile(p, mu) {
      if (isnan(p) || p < 0 || p > 1) {
        return NaN;
      }
      return mu;
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var isnan = require_lib();
    function factory(mu) {
      if (isnan(mu)) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return mu;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js
var require_lib13 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib4();
    var main = require_main3();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var degenerate = require_lib13().factory;
    var erfinv = require_lib12();
    var isnan = require_lib();
    var sqrt = require_lib6();
    function factory(mu, sigma) {
      var A;
      var B;
      if (isnan(mu) || isnan(sigma) || sigma < 0) {
        return constantFunction(NaN);
      }
      if (sigma === 0) {
        degenerate(mu);
      }
      A = mu;
      B = sigma * sqrt(2);
      return quantile;
      function quantile(p) {
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        return A + B * erfinv(2 * p - 1);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js
var require_lib14 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib4();
    var main = require_main2();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/main.js
var require_main4 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/main.js"(exports, module) {
    "use strict";
    var betainc = require_lib10();
    var isnan = require_lib();
    var pow = require_lib9();
    function cdf(x, v) {
      var x2;
      var p;
      var z;
      if (isnan(x) || isnan(v) || v <= 0) {
        return NaN;
      }
      if (x === 0) {
        return 0.5;
      }
      x2 = pow(x, 2);
      if (v > 2 * x2) {
        z = x2 / (v + x2);
        p = betainc(z, 0.5, v / 2, true, true) / 2;
      } else {
        z = v / (v + x2);
        p = betainc(z, v / 2, 0.5, true, false) / 2;
      }
      return x > 0 ? 1 - p : p;
    }
    module.exports = cdf;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/factory.js
var require_factory3 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib8();
    var betainc = require_lib10();
    var isnan = require_lib();
    var pow = require_lib9();
    function factory(v) {
      if (isnan(v) || v <= 0) {
        return constantFunction(NaN);
      }
      return cdf;
      function cdf(x) {
        var x2;
        var p;
        var z;
        if (isnan(x)) {
          return NaN;
        }
        if (x === 0) {
          return 0.5;
        }
        x2 = pow(x, 2);
        if (v > 2 * x2) {
          z = x2 / (v + x2);
          p = betainc(z, 0.5, v / 2, true, true) / 2;
        } else {
          z = v / (v + x2);
          p = betainc(z, v / 2, 0.5, true, false) / 2;
        }
        return x > 0 ? 1 - p : p;
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js
var require_lib15 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib4();
    var main = require_main4();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/yaml/dist/nodes/identity.js
var require_identity = __commonJS({
  "node_modules/yaml/dist/nodes/identity.js"(exports) {
    "use strict";
    var ALIAS = /* @__PURE__ */ Symbol.for("yaml.alias");
    var DOC = /* @__PURE__ */ Symbol.for("yaml.document");
    var MAP = /* @__PURE__ */ Symbol.for("yaml.map");
    var PAIR = /* @__PURE__ */ Symbol.for("yaml.pair");
    var SCALAR = /* @__PURE__ */ Symbol.for("yaml.scalar");
    var SEQ = /* @__PURE__ */ Symbol.for("yaml.seq");
    var NODE_TYPE = /* @__PURE__ */ Symbol.for("yaml.node.type");
    var isAlias = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === ALIAS;
    var isDocument = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === DOC;
    var isMap2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === MAP;
    var isPair = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === PAIR;
    var isScalar2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SCALAR;
    var isSeq2 = (node) => !!node && typeof node === "object" && node[NODE_TYPE] === SEQ;
    function isCollection(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case MAP:
          case SEQ:
            return true;
        }
      return false;
    }
    function isNode(node) {
      if (node && typeof node === "object")
        switch (node[NODE_TYPE]) {
          case ALIAS:
          case MAP:
          case SCALAR:
          case SEQ:
            return true;
        }
      return false;
    }
    var hasAnchor = (node) => (isScalar2(node) || isCollection(node)) && !!node.anchor;
    exports.ALIAS = ALIAS;
    exports.DOC = DOC;
    exports.MAP = MAP;
    exports.NODE_TYPE = NODE_TYPE;
    exports.PAIR = PAIR;
    exports.SCALAR = SCALAR;
    exports.SEQ = SEQ;
    exports.hasAnchor = hasAnchor;
    exports.isAlias = isAlias;
    exports.isCollection = isCollection;
    exports.isDocument = isDocument;
    exports.isMap = isMap2;
    exports.isNode = isNode;
    exports.isPair = isPair;
    exports.isScalar = isScalar2;
    exports.isSeq = isSeq2;
  }
});

// node_modules/yaml/dist/visit.js
var require_visit = __commonJS({
  "node_modules/yaml/dist/visit.js"(exports) {
    "use strict";
    var identity = require_identity();
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove node");
    function visit(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = visit_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        visit_(null, node, visitor_, Object.freeze([]));
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    function visit_(key, node, visitor, path3) {
      const ctrl = callVisitor(key, node, visitor, path3);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path3, ctrl);
        return visit_(key, ctrl, visitor, path3);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path3 = Object.freeze(path3.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = visit_(i, node.items[i], visitor, path3);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path3 = Object.freeze(path3.concat(node));
          const ck = visit_("key", node.key, visitor, path3);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = visit_("value", node.value, visitor, path3);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    async function visitAsync(node, visitor) {
      const visitor_ = initVisitor(visitor);
      if (identity.isDocument(node)) {
        const cd = await visitAsync_(null, node.contents, visitor_, Object.freeze([node]));
        if (cd === REMOVE)
          node.contents = null;
      } else
        await visitAsync_(null, node, visitor_, Object.freeze([]));
    }
    visitAsync.BREAK = BREAK;
    visitAsync.SKIP = SKIP;
    visitAsync.REMOVE = REMOVE;
    async function visitAsync_(key, node, visitor, path3) {
      const ctrl = await callVisitor(key, node, visitor, path3);
      if (identity.isNode(ctrl) || identity.isPair(ctrl)) {
        replaceNode(key, path3, ctrl);
        return visitAsync_(key, ctrl, visitor, path3);
      }
      if (typeof ctrl !== "symbol") {
        if (identity.isCollection(node)) {
          path3 = Object.freeze(path3.concat(node));
          for (let i = 0; i < node.items.length; ++i) {
            const ci = await visitAsync_(i, node.items[i], visitor, path3);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              node.items.splice(i, 1);
              i -= 1;
            }
          }
        } else if (identity.isPair(node)) {
          path3 = Object.freeze(path3.concat(node));
          const ck = await visitAsync_("key", node.key, visitor, path3);
          if (ck === BREAK)
            return BREAK;
          else if (ck === REMOVE)
            node.key = null;
          const cv = await visitAsync_("value", node.value, visitor, path3);
          if (cv === BREAK)
            return BREAK;
          else if (cv === REMOVE)
            node.value = null;
        }
      }
      return ctrl;
    }
    function initVisitor(visitor) {
      if (typeof visitor === "object" && (visitor.Collection || visitor.Node || visitor.Value)) {
        return Object.assign({
          Alias: visitor.Node,
          Map: visitor.Node,
          Scalar: visitor.Node,
          Seq: visitor.Node
        }, visitor.Value && {
          Map: visitor.Value,
          Scalar: visitor.Value,
          Seq: visitor.Value
        }, visitor.Collection && {
          Map: visitor.Collection,
          Seq: visitor.Collection
        }, visitor);
      }
      return visitor;
    }
    function callVisitor(key, node, visitor, path3) {
      if (typeof visitor === "function")
        return visitor(key, node, path3);
      if (identity.isMap(node))
        return visitor.Map?.(key, node, path3);
      if (identity.isSeq(node))
        return visitor.Seq?.(key, node, path3);
      if (identity.isPair(node))
        return visitor.Pair?.(key, node, path3);
      if (identity.isScalar(node))
        return visitor.Scalar?.(key, node, path3);
      if (identity.isAlias(node))
        return visitor.Alias?.(key, node, path3);
      return void 0;
    }
    function replaceNode(key, path3, node) {
      const parent = path3[path3.length - 1];
      if (identity.isCollection(parent)) {
        parent.items[key] = node;
      } else if (identity.isPair(parent)) {
        if (key === "key")
          parent.key = node;
        else
          parent.value = node;
      } else if (identity.isDocument(parent)) {
        parent.contents = node;
      } else {
        const pt = identity.isAlias(parent) ? "alias" : "scalar";
        throw new Error(`Cannot replace node with ${pt} parent`);
      }
    }
    exports.visit = visit;
    exports.visitAsync = visitAsync;
  }
});

// node_modules/yaml/dist/doc/directives.js
var require_directives = __commonJS({
  "node_modules/yaml/dist/doc/directives.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    var escapeChars = {
      "!": "%21",
      ",": "%2C",
      "[": "%5B",
      "]": "%5D",
      "{": "%7B",
      "}": "%7D"
    };
    var escapeTagName = (tn) => tn.replace(/[!,[\]{}]/g, (ch) => escapeChars[ch]);
    var Directives = class _Directives {
      constructor(yaml, tags) {
        this.docStart = null;
        this.docEnd = false;
        this.yaml = Object.assign({}, _Directives.defaultYaml, yaml);
        this.tags = Object.assign({}, _Directives.defaultTags, tags);
      }
      clone() {
        const copy = new _Directives(this.yaml, this.tags);
        copy.docStart = this.docStart;
        return copy;
      }
      /**
       * During parsing, get a Directives instance for the current document and
       * update the stream state according to the current version's spec.
       */
      atDocument() {
        const res = new _Directives(this.yaml, this.tags);
        switch (this.yaml.version) {
          case "1.1":
            this.atNextDocument = true;
            break;
          case "1.2":
            this.atNextDocument = false;
            this.yaml = {
              explicit: _Directives.defaultYaml.explicit,
              version: "1.2"
            };
            this.tags = Object.assign({}, _Directives.defaultTags);
            break;
        }
        return res;
      }
      /**
       * @param onError - May be called even if the action was successful
       * @returns `true` on success
       */
      add(line, onError) {
        if (this.atNextDocument) {
          this.yaml = { explicit: _Directives.defaultYaml.explicit, version: "1.1" };
          this.tags = Object.assign({}, _Directives.defaultTags);
          this.atNextDocument = false;
        }
        const parts = line.trim().split(/[ \t]+/);
        const name = parts.shift();
        switch (name) {
          case "%TAG": {
            if (parts.length !== 2) {
              onError(0, "%TAG directive should contain exactly two parts");
              if (parts.length < 2)
                return false;
            }
            const [handle, prefix] = parts;
            this.tags[handle] = prefix;
            return true;
          }
          case "%YAML": {
            this.yaml.explicit = true;
            if (parts.length !== 1) {
              onError(0, "%YAML directive should contain exactly one part");
              return false;
            }
            const [version] = parts;
            if (version === "1.1" || version === "1.2") {
              this.yaml.version = version;
              return true;
            } else {
              const isValid = /^\d+\.\d+$/.test(version);
              onError(6, `Unsupported YAML version ${version}`, isValid);
              return false;
            }
          }
          default:
            onError(0, `Unknown directive ${name}`, true);
            return false;
        }
      }
      /**
       * Resolves a tag, matching handles to those defined in %TAG directives.
       *
       * @returns Resolved tag, which may also be the non-specific tag `'!'` or a
       *   `'!local'` tag, or `null` if unresolvable.
       */
      tagName(source, onError) {
        if (source === "!")
          return "!";
        if (source[0] !== "!") {
          onError(`Not a valid tag: ${source}`);
          return null;
        }
        if (source[1] === "<") {
          const verbatim = source.slice(2, -1);
          if (verbatim === "!" || verbatim === "!!") {
            onError(`Verbatim tags aren't resolved, so ${source} is invalid.`);
            return null;
          }
          if (source[source.length - 1] !== ">")
            onError("Verbatim tags must end with a >");
          return verbatim;
        }
        const [, handle, suffix] = source.match(/^(.*!)([^!]*)$/s);
        if (!suffix)
          onError(`The ${source} tag has no suffix`);
        const prefix = this.tags[handle];
        if (prefix) {
          try {
            return prefix + decodeURIComponent(suffix);
          } catch (error) {
            onError(String(error));
            return null;
          }
        }
        if (handle === "!")
          return source;
        onError(`Could not resolve tag: ${source}`);
        return null;
      }
      /**
       * Given a fully resolved tag, returns its printable string form,
       * taking into account current tag prefixes and defaults.
       */
      tagString(tag) {
        for (const [handle, prefix] of Object.entries(this.tags)) {
          if (tag.startsWith(prefix))
            return handle + escapeTagName(tag.substring(prefix.length));
        }
        return tag[0] === "!" ? tag : `!<${tag}>`;
      }
      toString(doc) {
        const lines2 = this.yaml.explicit ? [`%YAML ${this.yaml.version || "1.2"}`] : [];
        const tagEntries = Object.entries(this.tags);
        let tagNames;
        if (doc && tagEntries.length > 0 && identity.isNode(doc.contents)) {
          const tags = {};
          visit.visit(doc.contents, (_key, node) => {
            if (identity.isNode(node) && node.tag)
              tags[node.tag] = true;
          });
          tagNames = Object.keys(tags);
        } else
          tagNames = [];
        for (const [handle, prefix] of tagEntries) {
          if (handle === "!!" && prefix === "tag:yaml.org,2002:")
            continue;
          if (!doc || tagNames.some((tn) => tn.startsWith(prefix)))
            lines2.push(`%TAG ${handle} ${prefix}`);
        }
        return lines2.join("\n");
      }
    };
    Directives.defaultYaml = { explicit: false, version: "1.2" };
    Directives.defaultTags = { "!!": "tag:yaml.org,2002:" };
    exports.Directives = Directives;
  }
});

// node_modules/yaml/dist/doc/anchors.js
var require_anchors = __commonJS({
  "node_modules/yaml/dist/doc/anchors.js"(exports) {
    "use strict";
    var identity = require_identity();
    var visit = require_visit();
    function anchorIsValid(anchor) {
      if (/[\x00-\x19\s,[\]{}]/.test(anchor)) {
        const sa = JSON.stringify(anchor);
        const msg = `Anchor must not contain whitespace or control characters: ${sa}`;
        throw new Error(msg);
      }
      return true;
    }
    function anchorNames(root) {
      const anchors = /* @__PURE__ */ new Set();
      visit.visit(root, {
        Value(_key, node) {
          if (node.anchor)
            anchors.add(node.anchor);
        }
      });
      return anchors;
    }
    function findNewAnchor(prefix, exclude) {
      for (let i = 1; true; ++i) {
        const name = `${prefix}${i}`;
        if (!exclude.has(name))
          return name;
      }
    }
    function createNodeAnchors(doc, prefix) {
      const aliasObjects = [];
      const sourceObjects = /* @__PURE__ */ new Map();
      let prevAnchors = null;
      return {
        onAnchor: (source) => {
          aliasObjects.push(source);
          prevAnchors ?? (prevAnchors = anchorNames(doc));
          const anchor = findNewAnchor(prefix, prevAnchors);
          prevAnchors.add(anchor);
          return anchor;
        },
        /**
         * With circular references, the source node is only resolved after all
         * of its child nodes are. This is why anchors are set only after all of
         * the nodes have been created.
         */
        setAnchors: () => {
          for (const source of aliasObjects) {
            const ref = sourceObjects.get(source);
            if (typeof ref === "object" && ref.anchor && (identity.isScalar(ref.node) || identity.isCollection(ref.node))) {
              ref.node.anchor = ref.anchor;
            } else {
              const error = new Error("Failed to resolve repeated object (this should not happen)");
              error.source = source;
              throw error;
            }
          }
        },
        sourceObjects
      };
    }
    exports.anchorIsValid = anchorIsValid;
    exports.anchorNames = anchorNames;
    exports.createNodeAnchors = createNodeAnchors;
    exports.findNewAnchor = findNewAnchor;
  }
});

// node_modules/yaml/dist/doc/applyReviver.js
var require_applyReviver = __commonJS({
  "node_modules/yaml/dist/doc/applyReviver.js"(exports) {
    "use strict";
    function applyReviver(reviver, obj, key, val) {
      if (val && typeof val === "object") {
        if (Array.isArray(val)) {
          for (let i = 0, len = val.length; i < len; ++i) {
            const v0 = val[i];
            const v1 = applyReviver(reviver, val, String(i), v0);
            if (v1 === void 0)
              delete val[i];
            else if (v1 !== v0)
              val[i] = v1;
          }
        } else if (val instanceof Map) {
          for (const k of Array.from(val.keys())) {
            const v0 = val.get(k);
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              val.delete(k);
            else if (v1 !== v0)
              val.set(k, v1);
          }
        } else if (val instanceof Set) {
          for (const v0 of Array.from(val)) {
            const v1 = applyReviver(reviver, val, v0, v0);
            if (v1 === void 0)
              val.delete(v0);
            else if (v1 !== v0) {
              val.delete(v0);
              val.add(v1);
            }
          }
        } else {
          for (const [k, v0] of Object.entries(val)) {
            const v1 = applyReviver(reviver, val, k, v0);
            if (v1 === void 0)
              delete val[k];
            else if (v1 !== v0)
              val[k] = v1;
          }
        }
      }
      return reviver.call(obj, key, val);
    }
    exports.applyReviver = applyReviver;
  }
});

// node_modules/yaml/dist/nodes/toJS.js
var require_toJS = __commonJS({
  "node_modules/yaml/dist/nodes/toJS.js"(exports) {
    "use strict";
    var identity = require_identity();
    function toJS(value, arg, ctx) {
      if (Array.isArray(value))
        return value.map((v, i) => toJS(v, String(i), ctx));
      if (value && typeof value.toJSON === "function") {
        if (!ctx || !identity.hasAnchor(value))
          return value.toJSON(arg, ctx);
        const data = { aliasCount: 0, count: 1, res: void 0 };
        ctx.anchors.set(value, data);
        ctx.onCreate = (res2) => {
          data.res = res2;
          delete ctx.onCreate;
        };
        const res = value.toJSON(arg, ctx);
        if (ctx.onCreate)
          ctx.onCreate(res);
        return res;
      }
      if (typeof value === "bigint" && !ctx?.keep)
        return Number(value);
      return value;
    }
    exports.toJS = toJS;
  }
});

// node_modules/yaml/dist/nodes/Node.js
var require_Node = __commonJS({
  "node_modules/yaml/dist/nodes/Node.js"(exports) {
    "use strict";
    var applyReviver = require_applyReviver();
    var identity = require_identity();
    var toJS = require_toJS();
    var NodeBase = class {
      constructor(type) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: type });
      }
      /** Create a copy of this node.  */
      clone() {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** A plain JavaScript representation of this node. */
      toJS(doc, { mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        if (!identity.isDocument(doc))
          throw new TypeError("A document argument is required");
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc,
          keep: true,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this, "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
    };
    exports.NodeBase = NodeBase;
  }
});

// node_modules/yaml/dist/nodes/Alias.js
var require_Alias = __commonJS({
  "node_modules/yaml/dist/nodes/Alias.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var visit = require_visit();
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var Alias = class extends Node.NodeBase {
      constructor(source) {
        super(identity.ALIAS);
        this.source = source;
        Object.defineProperty(this, "tag", {
          set() {
            throw new Error("Alias nodes cannot have tags");
          }
        });
      }
      /**
       * Resolve the value of this alias within `doc`, finding the last
       * instance of the `source` anchor before this node.
       */
      resolve(doc, ctx) {
        if (ctx?.maxAliasCount === 0)
          throw new ReferenceError("Alias resolution is disabled");
        let nodes;
        if (ctx?.aliasResolveCache) {
          nodes = ctx.aliasResolveCache;
        } else {
          nodes = [];
          visit.visit(doc, {
            Node: (_key, node) => {
              if (identity.isAlias(node) || identity.hasAnchor(node))
                nodes.push(node);
            }
          });
          if (ctx)
            ctx.aliasResolveCache = nodes;
        }
        let found2 = void 0;
        for (const node of nodes) {
          if (node === this)
            break;
          if (node.anchor === this.source)
            found2 = node;
        }
        if (found2 && ctx) {
          const { anchors: anchors2, doc: doc2, maxAliasCount } = ctx;
          let data = anchors2.get(found2);
          if (!data) {
            toJS.toJS(found2, null, ctx);
            data = anchors2.get(found2);
          }
          if (data?.res === void 0) {
            const msg = "This should not happen: Alias anchor was not resolved?";
            throw new ReferenceError(msg);
          }
          if (maxAliasCount >= 0) {
            data.count += 1;
            if (data.aliasCount === 0)
              data.aliasCount = getAliasCount(doc2, found2, anchors2);
            if (data.count * data.aliasCount > maxAliasCount) {
              const msg = "Excessive alias count indicates a resource exhaustion attack";
              throw new ReferenceError(msg);
            }
          }
        }
        return found2;
      }
      toJSON(_arg, ctx) {
        if (!ctx)
          return { source: this.source };
        const source = this.resolve(ctx.doc, ctx);
        if (!source) {
          const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
          throw new ReferenceError(msg);
        }
        return ctx.anchors.get(source).res;
      }
      toString(ctx, _onComment, _onChompKeep) {
        const src = `*${this.source}`;
        if (ctx) {
          anchors.anchorIsValid(this.source);
          if (ctx.options.verifyAliasOrder && !ctx.anchors.has(this.source)) {
            const msg = `Unresolved alias (the anchor must be set before the alias): ${this.source}`;
            throw new Error(msg);
          }
          if (ctx.implicitKey)
            return `${src} `;
        }
        return src;
      }
    };
    function getAliasCount(doc, node, anchors2) {
      if (identity.isAlias(node)) {
        const source = node.resolve(doc);
        const anchor = anchors2 && source && anchors2.get(source);
        return anchor ? anchor.count * anchor.aliasCount : 0;
      } else if (identity.isCollection(node)) {
        let count = 0;
        for (const item of node.items) {
          const c = getAliasCount(doc, item, anchors2);
          if (c > count)
            count = c;
        }
        return count;
      } else if (identity.isPair(node)) {
        const kc = getAliasCount(doc, node.key, anchors2);
        const vc = getAliasCount(doc, node.value, anchors2);
        return Math.max(kc, vc);
      }
      return 1;
    }
    exports.Alias = Alias;
  }
});

// node_modules/yaml/dist/nodes/Scalar.js
var require_Scalar = __commonJS({
  "node_modules/yaml/dist/nodes/Scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Node = require_Node();
    var toJS = require_toJS();
    var isScalarValue = (value) => !value || typeof value !== "function" && typeof value !== "object";
    var Scalar = class extends Node.NodeBase {
      constructor(value) {
        super(identity.SCALAR);
        this.value = value;
      }
      toJSON(arg, ctx) {
        return ctx?.keep ? this.value : toJS.toJS(this.value, arg, ctx);
      }
      toString() {
        return String(this.value);
      }
    };
    Scalar.BLOCK_FOLDED = "BLOCK_FOLDED";
    Scalar.BLOCK_LITERAL = "BLOCK_LITERAL";
    Scalar.PLAIN = "PLAIN";
    Scalar.QUOTE_DOUBLE = "QUOTE_DOUBLE";
    Scalar.QUOTE_SINGLE = "QUOTE_SINGLE";
    exports.Scalar = Scalar;
    exports.isScalarValue = isScalarValue;
  }
});

// node_modules/yaml/dist/doc/createNode.js
var require_createNode = __commonJS({
  "node_modules/yaml/dist/doc/createNode.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var defaultTagPrefix = "tag:yaml.org,2002:";
    function findTagObject(value, tagName, tags) {
      if (tagName) {
        const match = tags.filter((t) => t.tag === tagName);
        const tagObj = match.find((t) => !t.format) ?? match[0];
        if (!tagObj)
          throw new Error(`Tag ${tagName} not found`);
        return tagObj;
      }
      return tags.find((t) => t.identify?.(value) && !t.format);
    }
    function createNode(value, tagName, ctx) {
      if (identity.isDocument(value))
        value = value.contents;
      if (identity.isNode(value))
        return value;
      if (identity.isPair(value)) {
        const map = ctx.schema[identity.MAP].createNode?.(ctx.schema, null, ctx);
        map.items.push(value);
        return map;
      }
      if (value instanceof String || value instanceof Number || value instanceof Boolean || typeof BigInt !== "undefined" && value instanceof BigInt) {
        value = value.valueOf();
      }
      const { aliasDuplicateObjects, onAnchor, onTagObj, schema, sourceObjects } = ctx;
      let ref = void 0;
      if (aliasDuplicateObjects && value && typeof value === "object") {
        ref = sourceObjects.get(value);
        if (ref) {
          ref.anchor ?? (ref.anchor = onAnchor(value));
          return new Alias.Alias(ref.anchor);
        } else {
          ref = { anchor: null, node: null };
          sourceObjects.set(value, ref);
        }
      }
      if (tagName?.startsWith("!!"))
        tagName = defaultTagPrefix + tagName.slice(2);
      let tagObj = findTagObject(value, tagName, schema.tags);
      if (!tagObj) {
        if (value && typeof value.toJSON === "function") {
          value = value.toJSON();
        }
        if (!value || typeof value !== "object") {
          const node2 = new Scalar.Scalar(value);
          if (ref)
            ref.node = node2;
          return node2;
        }
        tagObj = value instanceof Map ? schema[identity.MAP] : Symbol.iterator in Object(value) ? schema[identity.SEQ] : schema[identity.MAP];
      }
      if (onTagObj) {
        onTagObj(tagObj);
        delete ctx.onTagObj;
      }
      const node = tagObj?.createNode ? tagObj.createNode(ctx.schema, value, ctx) : typeof tagObj?.nodeClass?.from === "function" ? tagObj.nodeClass.from(ctx.schema, value, ctx) : new Scalar.Scalar(value);
      if (tagName)
        node.tag = tagName;
      else if (!tagObj.default)
        node.tag = tagObj.tag;
      if (ref)
        ref.node = node;
      return node;
    }
    exports.createNode = createNode;
  }
});

// node_modules/yaml/dist/nodes/Collection.js
var require_Collection = __commonJS({
  "node_modules/yaml/dist/nodes/Collection.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var identity = require_identity();
    var Node = require_Node();
    function collectionFromPath(schema, path3, value) {
      let v = value;
      for (let i = path3.length - 1; i >= 0; --i) {
        const k = path3[i];
        if (typeof k === "number" && Number.isInteger(k) && k >= 0) {
          const a = [];
          a[k] = v;
          v = a;
        } else {
          v = /* @__PURE__ */ new Map([[k, v]]);
        }
      }
      return createNode.createNode(v, void 0, {
        aliasDuplicateObjects: false,
        keepUndefined: false,
        onAnchor: () => {
          throw new Error("This should not happen, please report a bug.");
        },
        schema,
        sourceObjects: /* @__PURE__ */ new Map()
      });
    }
    var isEmptyPath = (path3) => path3 == null || typeof path3 === "object" && !!path3[Symbol.iterator]().next().done;
    var Collection = class extends Node.NodeBase {
      constructor(type, schema) {
        super(type);
        Object.defineProperty(this, "schema", {
          value: schema,
          configurable: true,
          enumerable: false,
          writable: true
        });
      }
      /**
       * Create a copy of this collection.
       *
       * @param schema - If defined, overwrites the original's schema
       */
      clone(schema) {
        const copy = Object.create(Object.getPrototypeOf(this), Object.getOwnPropertyDescriptors(this));
        if (schema)
          copy.schema = schema;
        copy.items = copy.items.map((it) => identity.isNode(it) || identity.isPair(it) ? it.clone(schema) : it);
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /**
       * Adds a value to the collection. For `!!map` and `!!omap` the value must
       * be a Pair instance or a `{ key, value }` object, which may not have a key
       * that already exists in the map.
       */
      addIn(path3, value) {
        if (isEmptyPath(path3))
          this.add(value);
        else {
          const [key, ...rest] = path3;
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.addIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
      /**
       * Removes a value from the collection.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path3) {
        const [key, ...rest] = path3;
        if (rest.length === 0)
          return this.delete(key);
        const node = this.get(key, true);
        if (identity.isCollection(node))
          return node.deleteIn(rest);
        else
          throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path3, keepScalar) {
        const [key, ...rest] = path3;
        const node = this.get(key, true);
        if (rest.length === 0)
          return !keepScalar && identity.isScalar(node) ? node.value : node;
        else
          return identity.isCollection(node) ? node.getIn(rest, keepScalar) : void 0;
      }
      hasAllNullValues(allowScalar) {
        return this.items.every((node) => {
          if (!identity.isPair(node))
            return false;
          const n = node.value;
          return n == null || allowScalar && identity.isScalar(n) && n.value == null && !n.commentBefore && !n.comment && !n.tag;
        });
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       */
      hasIn(path3) {
        const [key, ...rest] = path3;
        if (rest.length === 0)
          return this.has(key);
        const node = this.get(key, true);
        return identity.isCollection(node) ? node.hasIn(rest) : false;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path3, value) {
        const [key, ...rest] = path3;
        if (rest.length === 0) {
          this.set(key, value);
        } else {
          const node = this.get(key, true);
          if (identity.isCollection(node))
            node.setIn(rest, value);
          else if (node === void 0 && this.schema)
            this.set(key, collectionFromPath(this.schema, rest, value));
          else
            throw new Error(`Expected YAML collection at ${key}. Remaining path: ${rest}`);
        }
      }
    };
    exports.Collection = Collection;
    exports.collectionFromPath = collectionFromPath;
    exports.isEmptyPath = isEmptyPath;
  }
});

// node_modules/yaml/dist/stringify/stringifyComment.js
var require_stringifyComment = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyComment.js"(exports) {
    "use strict";
    var stringifyComment = (str) => str.replace(/^(?!$)(?: $)?/gm, "#");
    function indentComment(comment, indent) {
      if (/^\n+$/.test(comment))
        return comment.substring(1);
      return indent ? comment.replace(/^(?! *$)/gm, indent) : comment;
    }
    var lineComment = (str, indent, comment) => str.endsWith("\n") ? indentComment(comment, indent) : comment.includes("\n") ? "\n" + indentComment(comment, indent) : (str.endsWith(" ") ? "" : " ") + comment;
    exports.indentComment = indentComment;
    exports.lineComment = lineComment;
    exports.stringifyComment = stringifyComment;
  }
});

// node_modules/yaml/dist/stringify/foldFlowLines.js
var require_foldFlowLines = __commonJS({
  "node_modules/yaml/dist/stringify/foldFlowLines.js"(exports) {
    "use strict";
    var FOLD_FLOW = "flow";
    var FOLD_BLOCK = "block";
    var FOLD_QUOTED = "quoted";
    function foldFlowLines(text2, indent, mode = "flow", { indentAtStart, lineWidth = 80, minContentWidth = 20, onFold, onOverflow } = {}) {
      if (!lineWidth || lineWidth < 0)
        return text2;
      if (lineWidth < minContentWidth)
        minContentWidth = 0;
      const endStep = Math.max(1 + minContentWidth, 1 + lineWidth - indent.length);
      if (text2.length <= endStep)
        return text2;
      const folds = [];
      const escapedFolds = {};
      let end = lineWidth - indent.length;
      if (typeof indentAtStart === "number") {
        if (indentAtStart > lineWidth - Math.max(2, minContentWidth))
          folds.push(0);
        else
          end = lineWidth - indentAtStart;
      }
      let split = void 0;
      let prev = void 0;
      let overflow = false;
      let i = -1;
      let escStart = -1;
      let escEnd = -1;
      if (mode === FOLD_BLOCK) {
        i = consumeMoreIndentedLines(text2, i, indent.length);
        if (i !== -1)
          end = i + endStep;
      }
      for (let ch; ch = text2[i += 1]; ) {
        if (mode === FOLD_QUOTED && ch === "\\") {
          escStart = i;
          switch (text2[i + 1]) {
            case "x":
              i += 3;
              break;
            case "u":
              i += 5;
              break;
            case "U":
              i += 9;
              break;
            default:
              i += 1;
          }
          escEnd = i;
        }
        if (ch === "\n") {
          if (mode === FOLD_BLOCK)
            i = consumeMoreIndentedLines(text2, i, indent.length);
          end = i + indent.length + endStep;
          split = void 0;
        } else {
          if (ch === " " && prev && prev !== " " && prev !== "\n" && prev !== "	") {
            const next = text2[i + 1];
            if (next && next !== " " && next !== "\n" && next !== "	")
              split = i;
          }
          if (i >= end) {
            if (split) {
              folds.push(split);
              end = split + endStep;
              split = void 0;
            } else if (mode === FOLD_QUOTED) {
              while (prev === " " || prev === "	") {
                prev = ch;
                ch = text2[i += 1];
                overflow = true;
              }
              const j = i > escEnd + 1 ? i - 2 : escStart - 1;
              if (escapedFolds[j])
                return text2;
              folds.push(j);
              escapedFolds[j] = true;
              end = j + endStep;
              split = void 0;
            } else {
              overflow = true;
            }
          }
        }
        prev = ch;
      }
      if (overflow && onOverflow)
        onOverflow();
      if (folds.length === 0)
        return text2;
      if (onFold)
        onFold();
      let res = text2.slice(0, folds[0]);
      for (let i2 = 0; i2 < folds.length; ++i2) {
        const fold = folds[i2];
        const end2 = folds[i2 + 1] || text2.length;
        if (fold === 0)
          res = `
${indent}${text2.slice(0, end2)}`;
        else {
          if (mode === FOLD_QUOTED && escapedFolds[fold])
            res += `${text2[fold]}\\`;
          res += `
${indent}${text2.slice(fold + 1, end2)}`;
        }
      }
      return res;
    }
    function consumeMoreIndentedLines(text2, i, indent) {
      let end = i;
      let start = i + 1;
      let ch = text2[start];
      while (ch === " " || ch === "	") {
        if (i < start + indent) {
          ch = text2[++i];
        } else {
          do {
            ch = text2[++i];
          } while (ch && ch !== "\n");
          end = i;
          start = i + 1;
          ch = text2[start];
        }
      }
      return end;
    }
    exports.FOLD_BLOCK = FOLD_BLOCK;
    exports.FOLD_FLOW = FOLD_FLOW;
    exports.FOLD_QUOTED = FOLD_QUOTED;
    exports.foldFlowLines = foldFlowLines;
  }
});

// node_modules/yaml/dist/stringify/stringifyString.js
var require_stringifyString = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyString.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var foldFlowLines = require_foldFlowLines();
    var getFoldOptions = (ctx, isBlock) => ({
      indentAtStart: isBlock ? ctx.indent.length : ctx.indentAtStart,
      lineWidth: ctx.options.lineWidth,
      minContentWidth: ctx.options.minContentWidth
    });
    var containsDocumentMarker = (str) => /^(%|---|\.\.\.)/m.test(str);
    function lineLengthOverLimit(str, lineWidth, indentLength) {
      if (!lineWidth || lineWidth < 0)
        return false;
      const limit = lineWidth - indentLength;
      const strLen = str.length;
      if (strLen <= limit)
        return false;
      for (let i = 0, start = 0; i < strLen; ++i) {
        if (str[i] === "\n") {
          if (i - start > limit)
            return true;
          start = i + 1;
          if (strLen - start <= limit)
            return false;
        }
      }
      return true;
    }
    function doubleQuotedString(value, ctx) {
      const json = JSON.stringify(value);
      if (ctx.options.doubleQuotedAsJSON)
        return json;
      const { implicitKey } = ctx;
      const minMultiLineLength = ctx.options.doubleQuotedMinMultiLineLength;
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      let str = "";
      let start = 0;
      for (let i = 0, ch = json[i]; ch; ch = json[++i]) {
        if (ch === " " && json[i + 1] === "\\" && json[i + 2] === "n") {
          str += json.slice(start, i) + "\\ ";
          i += 1;
          start = i;
          ch = "\\";
        }
        if (ch === "\\")
          switch (json[i + 1]) {
            case "u":
              {
                str += json.slice(start, i);
                const code = json.substr(i + 2, 4);
                switch (code) {
                  case "0000":
                    str += "\\0";
                    break;
                  case "0007":
                    str += "\\a";
                    break;
                  case "000b":
                    str += "\\v";
                    break;
                  case "001b":
                    str += "\\e";
                    break;
                  case "0085":
                    str += "\\N";
                    break;
                  case "00a0":
                    str += "\\_";
                    break;
                  case "2028":
                    str += "\\L";
                    break;
                  case "2029":
                    str += "\\P";
                    break;
                  default:
                    if (code.substr(0, 2) === "00")
                      str += "\\x" + code.substr(2);
                    else
                      str += json.substr(i, 6);
                }
                i += 5;
                start = i + 1;
              }
              break;
            case "n":
              if (implicitKey || json[i + 2] === '"' || json.length < minMultiLineLength) {
                i += 1;
              } else {
                str += json.slice(start, i) + "\n\n";
                while (json[i + 2] === "\\" && json[i + 3] === "n" && json[i + 4] !== '"') {
                  str += "\n";
                  i += 2;
                }
                str += indent;
                if (json[i + 2] === " ")
                  str += "\\";
                i += 1;
                start = i + 1;
              }
              break;
            default:
              i += 1;
          }
      }
      str = start ? str + json.slice(start) : json;
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_QUOTED, getFoldOptions(ctx, false));
    }
    function singleQuotedString(value, ctx) {
      if (ctx.options.singleQuote === false || ctx.implicitKey && value.includes("\n") || /[ \t]\n|\n[ \t]/.test(value))
        return doubleQuotedString(value, ctx);
      const indent = ctx.indent || (containsDocumentMarker(value) ? "  " : "");
      const res = "'" + value.replace(/'/g, "''").replace(/\n+/g, `$&
${indent}`) + "'";
      return ctx.implicitKey ? res : foldFlowLines.foldFlowLines(res, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function quotedString(value, ctx) {
      const { singleQuote } = ctx.options;
      let qs;
      if (singleQuote === false)
        qs = doubleQuotedString;
      else {
        const hasDouble = value.includes('"');
        const hasSingle = value.includes("'");
        if (hasDouble && !hasSingle)
          qs = singleQuotedString;
        else if (hasSingle && !hasDouble)
          qs = doubleQuotedString;
        else
          qs = singleQuote ? singleQuotedString : doubleQuotedString;
      }
      return qs(value, ctx);
    }
    var blockEndNewlines;
    try {
      blockEndNewlines = new RegExp("(^|(?<!\n))\n+(?!\n|$)", "g");
    } catch {
      blockEndNewlines = /\n+(?!\n|$)/g;
    }
    function blockString({ comment, type, value }, ctx, onComment, onChompKeep) {
      const { blockQuote, commentString, lineWidth } = ctx.options;
      if (!blockQuote || /\n[\t ]+$/.test(value)) {
        return quotedString(value, ctx);
      }
      const indent = ctx.indent || (ctx.forceBlockIndent || containsDocumentMarker(value) ? "  " : "");
      const literal = blockQuote === "literal" ? true : blockQuote === "folded" || type === Scalar.Scalar.BLOCK_FOLDED ? false : type === Scalar.Scalar.BLOCK_LITERAL ? true : !lineLengthOverLimit(value, lineWidth, indent.length);
      if (!value)
        return literal ? "|\n" : ">\n";
      let chomp;
      let endStart;
      for (endStart = value.length; endStart > 0; --endStart) {
        const ch = value[endStart - 1];
        if (ch !== "\n" && ch !== "	" && ch !== " ")
          break;
      }
      let end = value.substring(endStart);
      const endNlPos = end.indexOf("\n");
      if (endNlPos === -1) {
        chomp = "-";
      } else if (value === end || endNlPos !== end.length - 1) {
        chomp = "+";
        if (onChompKeep)
          onChompKeep();
      } else {
        chomp = "";
      }
      if (end) {
        value = value.slice(0, -end.length);
        if (end[end.length - 1] === "\n")
          end = end.slice(0, -1);
        end = end.replace(blockEndNewlines, `$&${indent}`);
      }
      let startWithSpace = false;
      let startEnd;
      let startNlPos = -1;
      for (startEnd = 0; startEnd < value.length; ++startEnd) {
        const ch = value[startEnd];
        if (ch === " ")
          startWithSpace = true;
        else if (ch === "\n")
          startNlPos = startEnd;
        else
          break;
      }
      let start = value.substring(0, startNlPos < startEnd ? startNlPos + 1 : startEnd);
      if (start) {
        value = value.substring(start.length);
        start = start.replace(/\n+/g, `$&${indent}`);
      }
      const indentSize = indent ? "2" : "1";
      let header = (startWithSpace ? indentSize : "") + chomp;
      if (comment) {
        header += " " + commentString(comment.replace(/ ?[\r\n]+/g, " "));
        if (onComment)
          onComment();
      }
      if (!literal) {
        const foldedValue = value.replace(/\n+/g, "\n$&").replace(/(?:^|\n)([\t ].*)(?:([\n\t ]*)\n(?![\n\t ]))?/g, "$1$2").replace(/\n+/g, `$&${indent}`);
        let literalFallback = false;
        const foldOptions = getFoldOptions(ctx, true);
        if (blockQuote !== "folded" && type !== Scalar.Scalar.BLOCK_FOLDED) {
          foldOptions.onOverflow = () => {
            literalFallback = true;
          };
        }
        const body = foldFlowLines.foldFlowLines(`${start}${foldedValue}${end}`, indent, foldFlowLines.FOLD_BLOCK, foldOptions);
        if (!literalFallback)
          return `>${header}
${indent}${body}`;
      }
      value = value.replace(/\n+/g, `$&${indent}`);
      return `|${header}
${indent}${start}${value}${end}`;
    }
    function plainString(item, ctx, onComment, onChompKeep) {
      const { type, value } = item;
      const { actualString, implicitKey, indent, indentStep, inFlow } = ctx;
      if (implicitKey && value.includes("\n") || inFlow && /[[\]{},]/.test(value)) {
        return quotedString(value, ctx);
      }
      if (/^[\n\t ,[\]{}#&*!|>'"%@`]|^[?-]$|^[?-][ \t]|[\n:][ \t]|[ \t]\n|[\n\t ]#|[\n\t :]$/.test(value)) {
        return implicitKey || inFlow || !value.includes("\n") ? quotedString(value, ctx) : blockString(item, ctx, onComment, onChompKeep);
      }
      if (!implicitKey && !inFlow && type !== Scalar.Scalar.PLAIN && value.includes("\n")) {
        return blockString(item, ctx, onComment, onChompKeep);
      }
      if (containsDocumentMarker(value)) {
        if (indent === "") {
          ctx.forceBlockIndent = true;
          return blockString(item, ctx, onComment, onChompKeep);
        } else if (implicitKey && indent === indentStep) {
          return quotedString(value, ctx);
        }
      }
      const str = value.replace(/\n+/g, `$&
${indent}`);
      if (actualString) {
        const test = (tag) => tag.default && tag.tag !== "tag:yaml.org,2002:str" && tag.test?.test(str);
        const { compat, tags } = ctx.doc.schema;
        if (tags.some(test) || compat?.some(test))
          return quotedString(value, ctx);
      }
      return implicitKey ? str : foldFlowLines.foldFlowLines(str, indent, foldFlowLines.FOLD_FLOW, getFoldOptions(ctx, false));
    }
    function stringifyString(item, ctx, onComment, onChompKeep) {
      const { implicitKey, inFlow } = ctx;
      const ss = typeof item.value === "string" ? item : Object.assign({}, item, { value: String(item.value) });
      let { type } = item;
      if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
        if (/[\x00-\x08\x0b-\x1f\x7f-\x9f\u{D800}-\u{DFFF}]/u.test(ss.value))
          type = Scalar.Scalar.QUOTE_DOUBLE;
      }
      const _stringify = (_type) => {
        switch (_type) {
          case Scalar.Scalar.BLOCK_FOLDED:
          case Scalar.Scalar.BLOCK_LITERAL:
            return implicitKey || inFlow ? quotedString(ss.value, ctx) : blockString(ss, ctx, onComment, onChompKeep);
          case Scalar.Scalar.QUOTE_DOUBLE:
            return doubleQuotedString(ss.value, ctx);
          case Scalar.Scalar.QUOTE_SINGLE:
            return singleQuotedString(ss.value, ctx);
          case Scalar.Scalar.PLAIN:
            return plainString(ss, ctx, onComment, onChompKeep);
          default:
            return null;
        }
      };
      let res = _stringify(type);
      if (res === null) {
        const { defaultKeyType, defaultStringType } = ctx.options;
        const t = implicitKey && defaultKeyType || defaultStringType;
        res = _stringify(t);
        if (res === null)
          throw new Error(`Unsupported default string type ${t}`);
      }
      return res;
    }
    exports.stringifyString = stringifyString;
  }
});

// node_modules/yaml/dist/stringify/stringify.js
var require_stringify = __commonJS({
  "node_modules/yaml/dist/stringify/stringify.js"(exports) {
    "use strict";
    var anchors = require_anchors();
    var identity = require_identity();
    var stringifyComment = require_stringifyComment();
    var stringifyString = require_stringifyString();
    function createStringifyContext(doc, options) {
      const opt = Object.assign({
        blockQuote: true,
        commentString: stringifyComment.stringifyComment,
        defaultKeyType: null,
        defaultStringType: "PLAIN",
        directives: null,
        doubleQuotedAsJSON: false,
        doubleQuotedMinMultiLineLength: 40,
        falseStr: "false",
        flowCollectionPadding: true,
        indentSeq: true,
        lineWidth: 80,
        minContentWidth: 20,
        nullStr: "null",
        simpleKeys: false,
        singleQuote: null,
        trailingComma: false,
        trueStr: "true",
        verifyAliasOrder: true
      }, doc.schema.toStringOptions, options);
      let inFlow;
      switch (opt.collectionStyle) {
        case "block":
          inFlow = false;
          break;
        case "flow":
          inFlow = true;
          break;
        default:
          inFlow = null;
      }
      return {
        anchors: /* @__PURE__ */ new Set(),
        doc,
        flowCollectionPadding: opt.flowCollectionPadding ? " " : "",
        indent: "",
        indentStep: typeof opt.indent === "number" ? " ".repeat(opt.indent) : "  ",
        inFlow,
        options: opt
      };
    }
    function getTagObject(tags, item) {
      if (item.tag) {
        const match = tags.filter((t) => t.tag === item.tag);
        if (match.length > 0)
          return match.find((t) => t.format === item.format) ?? match[0];
      }
      let tagObj = void 0;
      let obj;
      if (identity.isScalar(item)) {
        obj = item.value;
        let match = tags.filter((t) => t.identify?.(obj));
        if (match.length > 1) {
          const testMatch = match.filter((t) => t.test);
          if (testMatch.length > 0)
            match = testMatch;
        }
        tagObj = match.find((t) => t.format === item.format) ?? match.find((t) => !t.format);
      } else {
        obj = item;
        tagObj = tags.find((t) => t.nodeClass && obj instanceof t.nodeClass);
      }
      if (!tagObj) {
        const name = obj?.constructor?.name ?? (obj === null ? "null" : typeof obj);
        throw new Error(`Tag not resolved for ${name} value`);
      }
      return tagObj;
    }
    function stringifyProps(node, tagObj, { anchors: anchors$1, doc }) {
      if (!doc.directives)
        return "";
      const props = [];
      const anchor = (identity.isScalar(node) || identity.isCollection(node)) && node.anchor;
      if (anchor && anchors.anchorIsValid(anchor)) {
        anchors$1.add(anchor);
        props.push(`&${anchor}`);
      }
      const tag = node.tag ?? (tagObj.default ? null : tagObj.tag);
      if (tag)
        props.push(doc.directives.tagString(tag));
      return props.join(" ");
    }
    function stringify(item, ctx, onComment, onChompKeep) {
      if (identity.isPair(item))
        return item.toString(ctx, onComment, onChompKeep);
      if (identity.isAlias(item)) {
        if (ctx.doc.directives)
          return item.toString(ctx);
        if (ctx.resolvedAliases?.has(item)) {
          throw new TypeError(`Cannot stringify circular structure without alias nodes`);
        } else {
          if (ctx.resolvedAliases)
            ctx.resolvedAliases.add(item);
          else
            ctx.resolvedAliases = /* @__PURE__ */ new Set([item]);
          item = item.resolve(ctx.doc);
        }
      }
      let tagObj = void 0;
      const node = identity.isNode(item) ? item : ctx.doc.createNode(item, { onTagObj: (o) => tagObj = o });
      tagObj ?? (tagObj = getTagObject(ctx.doc.schema.tags, node));
      const props = stringifyProps(node, tagObj, ctx);
      if (props.length > 0)
        ctx.indentAtStart = (ctx.indentAtStart ?? 0) + props.length + 1;
      const str = typeof tagObj.stringify === "function" ? tagObj.stringify(node, ctx, onComment, onChompKeep) : identity.isScalar(node) ? stringifyString.stringifyString(node, ctx, onComment, onChompKeep) : node.toString(ctx, onComment, onChompKeep);
      if (!props)
        return str;
      return identity.isScalar(node) || str[0] === "{" || str[0] === "[" ? `${props} ${str}` : `${props}
${ctx.indent}${str}`;
    }
    exports.createStringifyContext = createStringifyContext;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/stringify/stringifyPair.js
var require_stringifyPair = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyPair.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyPair({ key, value }, ctx, onComment, onChompKeep) {
      const { allNullValues, doc, indent, indentStep, options: { commentString, indentSeq, simpleKeys } } = ctx;
      let keyComment = identity.isNode(key) && key.comment || null;
      if (simpleKeys) {
        if (keyComment) {
          throw new Error("With simple keys, key nodes cannot have comments");
        }
        if (identity.isCollection(key) || !identity.isNode(key) && typeof key === "object") {
          const msg = "With simple keys, collection cannot be used as a key value";
          throw new Error(msg);
        }
      }
      let explicitKey = !simpleKeys && (!key || keyComment && value == null && !ctx.inFlow || identity.isCollection(key) || (identity.isScalar(key) ? key.type === Scalar.Scalar.BLOCK_FOLDED || key.type === Scalar.Scalar.BLOCK_LITERAL : typeof key === "object"));
      ctx = Object.assign({}, ctx, {
        allNullValues: false,
        implicitKey: !explicitKey && (simpleKeys || !allNullValues),
        indent: indent + indentStep
      });
      let keyCommentDone = false;
      let chompKeep = false;
      let str = stringify.stringify(key, ctx, () => keyCommentDone = true, () => chompKeep = true);
      if (!explicitKey && !ctx.inFlow && str.length > 1024) {
        if (simpleKeys)
          throw new Error("With simple keys, single line scalar must not span more than 1024 characters");
        explicitKey = true;
      }
      if (ctx.inFlow) {
        if (allNullValues || value == null) {
          if (keyCommentDone && onComment)
            onComment();
          return str === "" ? "?" : explicitKey ? `? ${str}` : str;
        }
      } else if (allNullValues && !simpleKeys || value == null && explicitKey) {
        str = `? ${str}`;
        if (keyComment && !keyCommentDone) {
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        } else if (chompKeep && onChompKeep)
          onChompKeep();
        return str;
      }
      if (keyCommentDone)
        keyComment = null;
      if (explicitKey) {
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
        str = `? ${str}
${indent}:`;
      } else {
        str = `${str}:`;
        if (keyComment)
          str += stringifyComment.lineComment(str, ctx.indent, commentString(keyComment));
      }
      let vsb, vcb, valueComment;
      if (identity.isNode(value)) {
        vsb = !!value.spaceBefore;
        vcb = value.commentBefore;
        valueComment = value.comment;
      } else {
        vsb = false;
        vcb = null;
        valueComment = null;
        if (value && typeof value === "object")
          value = doc.createNode(value);
      }
      ctx.implicitKey = false;
      if (!explicitKey && !keyComment && identity.isScalar(value))
        ctx.indentAtStart = str.length + 1;
      chompKeep = false;
      if (!indentSeq && indentStep.length >= 2 && !ctx.inFlow && !explicitKey && identity.isSeq(value) && !value.flow && !value.tag && !value.anchor) {
        ctx.indent = ctx.indent.substring(2);
      }
      let valueCommentDone = false;
      const valueStr = stringify.stringify(value, ctx, () => valueCommentDone = true, () => chompKeep = true);
      let ws = " ";
      if (keyComment || vsb || vcb) {
        ws = vsb ? "\n" : "";
        if (vcb) {
          const cs = commentString(vcb);
          ws += `
${stringifyComment.indentComment(cs, ctx.indent)}`;
        }
        if (valueStr === "" && !ctx.inFlow) {
          if (ws === "\n" && valueComment)
            ws = "\n\n";
        } else {
          ws += `
${ctx.indent}`;
        }
      } else if (!explicitKey && identity.isCollection(value)) {
        const vs0 = valueStr[0];
        const nl0 = valueStr.indexOf("\n");
        const hasNewline = nl0 !== -1;
        const flow = ctx.inFlow ?? value.flow ?? value.items.length === 0;
        if (hasNewline || !flow) {
          let hasPropsLine = false;
          if (hasNewline && (vs0 === "&" || vs0 === "!")) {
            let sp0 = valueStr.indexOf(" ");
            if (vs0 === "&" && sp0 !== -1 && sp0 < nl0 && valueStr[sp0 + 1] === "!") {
              sp0 = valueStr.indexOf(" ", sp0 + 1);
            }
            if (sp0 === -1 || nl0 < sp0)
              hasPropsLine = true;
          }
          if (!hasPropsLine)
            ws = `
${ctx.indent}`;
        }
      } else if (valueStr === "" || valueStr[0] === "\n") {
        ws = "";
      }
      str += ws + valueStr;
      if (ctx.inFlow) {
        if (valueCommentDone && onComment)
          onComment();
      } else if (valueComment && !valueCommentDone) {
        str += stringifyComment.lineComment(str, ctx.indent, commentString(valueComment));
      } else if (chompKeep && onChompKeep) {
        onChompKeep();
      }
      return str;
    }
    exports.stringifyPair = stringifyPair;
  }
});

// node_modules/yaml/dist/log.js
var require_log = __commonJS({
  "node_modules/yaml/dist/log.js"(exports) {
    "use strict";
    var node_process = __require("process");
    function debug(logLevel, ...messages) {
      if (logLevel === "debug")
        console.log(...messages);
    }
    function warn(logLevel, warning) {
      if (logLevel === "debug" || logLevel === "warn") {
        if (typeof node_process.emitWarning === "function")
          node_process.emitWarning(warning);
        else
          console.warn(warning);
      }
    }
    exports.debug = debug;
    exports.warn = warn;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/merge.js
var require_merge = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/merge.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var MERGE_KEY = "<<";
    var merge = {
      identify: (value) => value === MERGE_KEY || typeof value === "symbol" && value.description === MERGE_KEY,
      default: "key",
      tag: "tag:yaml.org,2002:merge",
      test: /^<<$/,
      resolve: () => Object.assign(new Scalar.Scalar(Symbol(MERGE_KEY)), {
        addToJSMap: addMergeToJSMap
      }),
      stringify: () => MERGE_KEY
    };
    var isMergeKey = (ctx, key) => (merge.identify(key) || identity.isScalar(key) && (!key.type || key.type === Scalar.Scalar.PLAIN) && merge.identify(key.value)) && ctx?.doc.schema.tags.some((tag) => tag.tag === merge.tag && tag.default);
    function addMergeToJSMap(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (identity.isSeq(source))
        for (const it of source.items)
          mergeValue(ctx, map, it);
      else if (Array.isArray(source))
        for (const it of source)
          mergeValue(ctx, map, it);
      else
        mergeValue(ctx, map, source);
    }
    function mergeValue(ctx, map, value) {
      const source = resolveAliasValue(ctx, value);
      if (!identity.isMap(source))
        throw new Error("Merge sources must be maps or map aliases");
      const srcMap = source.toJSON(null, ctx, Map);
      for (const [key, value2] of srcMap) {
        if (map instanceof Map) {
          if (!map.has(key))
            map.set(key, value2);
        } else if (map instanceof Set) {
          map.add(key);
        } else if (!Object.prototype.hasOwnProperty.call(map, key)) {
          Object.defineProperty(map, key, {
            value: value2,
            writable: true,
            enumerable: true,
            configurable: true
          });
        }
      }
      return map;
    }
    function resolveAliasValue(ctx, value) {
      return ctx && identity.isAlias(value) ? value.resolve(ctx.doc, ctx) : value;
    }
    exports.addMergeToJSMap = addMergeToJSMap;
    exports.isMergeKey = isMergeKey;
    exports.merge = merge;
  }
});

// node_modules/yaml/dist/nodes/addPairToJSMap.js
var require_addPairToJSMap = __commonJS({
  "node_modules/yaml/dist/nodes/addPairToJSMap.js"(exports) {
    "use strict";
    var log2 = require_log();
    var merge = require_merge();
    var stringify = require_stringify();
    var identity = require_identity();
    var toJS = require_toJS();
    function addPairToJSMap(ctx, map, { key, value }) {
      if (identity.isNode(key) && key.addToJSMap)
        key.addToJSMap(ctx, map, value);
      else if (merge.isMergeKey(ctx, key))
        merge.addMergeToJSMap(ctx, map, value);
      else {
        const jsKey = toJS.toJS(key, "", ctx);
        if (map instanceof Map) {
          map.set(jsKey, toJS.toJS(value, jsKey, ctx));
        } else if (map instanceof Set) {
          map.add(jsKey);
        } else {
          const stringKey = stringifyKey(key, jsKey, ctx);
          const jsValue = toJS.toJS(value, stringKey, ctx);
          if (stringKey in map)
            Object.defineProperty(map, stringKey, {
              value: jsValue,
              writable: true,
              enumerable: true,
              configurable: true
            });
          else
            map[stringKey] = jsValue;
        }
      }
      return map;
    }
    function stringifyKey(key, jsKey, ctx) {
      if (jsKey === null)
        return "";
      if (typeof jsKey !== "object")
        return String(jsKey);
      if (identity.isNode(key) && ctx?.doc) {
        const strCtx = stringify.createStringifyContext(ctx.doc, {});
        strCtx.anchors = /* @__PURE__ */ new Set();
        for (const node of ctx.anchors.keys())
          strCtx.anchors.add(node.anchor);
        strCtx.inFlow = true;
        strCtx.inStringifyKey = true;
        const strKey = key.toString(strCtx);
        if (!ctx.mapKeyWarned) {
          let jsonStr = JSON.stringify(strKey);
          if (jsonStr.length > 40)
            jsonStr = jsonStr.substring(0, 36) + '..."';
          log2.warn(ctx.doc.options.logLevel, `Keys with collection values will be stringified due to JS Object restrictions: ${jsonStr}. Set mapAsMap: true to use object keys.`);
          ctx.mapKeyWarned = true;
        }
        return strKey;
      }
      return JSON.stringify(jsKey);
    }
    exports.addPairToJSMap = addPairToJSMap;
  }
});

// node_modules/yaml/dist/nodes/Pair.js
var require_Pair = __commonJS({
  "node_modules/yaml/dist/nodes/Pair.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyPair = require_stringifyPair();
    var addPairToJSMap = require_addPairToJSMap();
    var identity = require_identity();
    function createPair(key, value, ctx) {
      const k = createNode.createNode(key, void 0, ctx);
      const v = createNode.createNode(value, void 0, ctx);
      return new Pair(k, v);
    }
    var Pair = class _Pair {
      constructor(key, value = null) {
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.PAIR });
        this.key = key;
        this.value = value;
      }
      clone(schema) {
        let { key, value } = this;
        if (identity.isNode(key))
          key = key.clone(schema);
        if (identity.isNode(value))
          value = value.clone(schema);
        return new _Pair(key, value);
      }
      toJSON(_, ctx) {
        const pair = ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        return addPairToJSMap.addPairToJSMap(ctx, pair, this);
      }
      toString(ctx, onComment, onChompKeep) {
        return ctx?.doc ? stringifyPair.stringifyPair(this, ctx, onComment, onChompKeep) : JSON.stringify(this);
      }
    };
    exports.Pair = Pair;
    exports.createPair = createPair;
  }
});

// node_modules/yaml/dist/stringify/stringifyCollection.js
var require_stringifyCollection = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyCollection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyCollection(collection, ctx, options) {
      const flow = ctx.inFlow ?? collection.flow;
      const stringify2 = flow ? stringifyFlowCollection : stringifyBlockCollection;
      return stringify2(collection, ctx, options);
    }
    function stringifyBlockCollection({ comment, items }, ctx, { blockItemPrefix, flowChars, itemIndent, onChompKeep, onComment }) {
      const { indent, options: { commentString } } = ctx;
      const itemCtx = Object.assign({}, ctx, { indent: itemIndent, type: null });
      let chompKeep = false;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment2 = null;
        if (identity.isNode(item)) {
          if (!chompKeep && item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, chompKeep);
          if (item.comment)
            comment2 = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (!chompKeep && ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, chompKeep);
          }
        }
        chompKeep = false;
        let str2 = stringify.stringify(item, itemCtx, () => comment2 = null, () => chompKeep = true);
        if (comment2)
          str2 += stringifyComment.lineComment(str2, itemIndent, commentString(comment2));
        if (chompKeep && comment2)
          chompKeep = false;
        lines2.push(blockItemPrefix + str2);
      }
      let str;
      if (lines2.length === 0) {
        str = flowChars.start + flowChars.end;
      } else {
        str = lines2[0];
        for (let i = 1; i < lines2.length; ++i) {
          const line = lines2[i];
          str += line ? `
${indent}${line}` : "\n";
        }
      }
      if (comment) {
        str += "\n" + stringifyComment.indentComment(commentString(comment), indent);
        if (onComment)
          onComment();
      } else if (chompKeep && onChompKeep)
        onChompKeep();
      return str;
    }
    function stringifyFlowCollection({ items }, ctx, { flowChars, itemIndent }) {
      const { indent, indentStep, flowCollectionPadding: fcPadding, options: { commentString } } = ctx;
      itemIndent += indentStep;
      const itemCtx = Object.assign({}, ctx, {
        indent: itemIndent,
        inFlow: true,
        type: null
      });
      let reqNewline = false;
      let linesAtValue = 0;
      const lines2 = [];
      for (let i = 0; i < items.length; ++i) {
        const item = items[i];
        let comment = null;
        if (identity.isNode(item)) {
          if (item.spaceBefore)
            lines2.push("");
          addCommentBefore(ctx, lines2, item.commentBefore, false);
          if (item.comment)
            comment = item.comment;
        } else if (identity.isPair(item)) {
          const ik = identity.isNode(item.key) ? item.key : null;
          if (ik) {
            if (ik.spaceBefore)
              lines2.push("");
            addCommentBefore(ctx, lines2, ik.commentBefore, false);
            if (ik.comment)
              reqNewline = true;
          }
          const iv = identity.isNode(item.value) ? item.value : null;
          if (iv) {
            if (iv.comment)
              comment = iv.comment;
            if (iv.commentBefore)
              reqNewline = true;
          } else if (item.value == null && ik?.comment) {
            comment = ik.comment;
          }
        }
        if (comment)
          reqNewline = true;
        let str = stringify.stringify(item, itemCtx, () => comment = null);
        reqNewline || (reqNewline = lines2.length > linesAtValue || str.includes("\n"));
        if (i < items.length - 1) {
          str += ",";
        } else if (ctx.options.trailingComma) {
          if (ctx.options.lineWidth > 0) {
            reqNewline || (reqNewline = lines2.reduce((sum, line) => sum + line.length + 2, 2) + (str.length + 2) > ctx.options.lineWidth);
          }
          if (reqNewline) {
            str += ",";
          }
        }
        if (comment)
          str += stringifyComment.lineComment(str, itemIndent, commentString(comment));
        lines2.push(str);
        linesAtValue = lines2.length;
      }
      const { start, end } = flowChars;
      if (lines2.length === 0) {
        return start + end;
      } else {
        if (!reqNewline) {
          const len = lines2.reduce((sum, line) => sum + line.length + 2, 2);
          reqNewline = ctx.options.lineWidth > 0 && len > ctx.options.lineWidth;
        }
        if (reqNewline) {
          let str = start;
          for (const line of lines2)
            str += line ? `
${indentStep}${indent}${line}` : "\n";
          return `${str}
${indent}${end}`;
        } else {
          return `${start}${fcPadding}${lines2.join(" ")}${fcPadding}${end}`;
        }
      }
    }
    function addCommentBefore({ indent, options: { commentString } }, lines2, comment, chompKeep) {
      if (comment && chompKeep)
        comment = comment.replace(/^\n+/, "");
      if (comment) {
        const ic = stringifyComment.indentComment(commentString(comment), indent);
        lines2.push(ic.trimStart());
      }
    }
    exports.stringifyCollection = stringifyCollection;
  }
});

// node_modules/yaml/dist/nodes/YAMLMap.js
var require_YAMLMap = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLMap.js"(exports) {
    "use strict";
    var stringifyCollection = require_stringifyCollection();
    var addPairToJSMap = require_addPairToJSMap();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    function findPair(items, key) {
      const k = identity.isScalar(key) ? key.value : key;
      for (const it of items) {
        if (identity.isPair(it)) {
          if (it.key === key || it.key === k)
            return it;
          if (identity.isScalar(it.key) && it.key.value === k)
            return it;
        }
      }
      return void 0;
    }
    var YAMLMap = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:map";
      }
      constructor(schema) {
        super(identity.MAP, schema);
        this.items = [];
      }
      /**
       * A generic collection parsing method that can be extended
       * to other node classes that inherit from YAMLMap
       */
      static from(schema, obj, ctx) {
        const { keepUndefined, replacer } = ctx;
        const map = new this(schema);
        const add = (key, value) => {
          if (typeof replacer === "function")
            value = replacer.call(obj, key, value);
          else if (Array.isArray(replacer) && !replacer.includes(key))
            return;
          if (value !== void 0 || keepUndefined)
            map.items.push(Pair.createPair(key, value, ctx));
        };
        if (obj instanceof Map) {
          for (const [key, value] of obj)
            add(key, value);
        } else if (obj && typeof obj === "object") {
          for (const key of Object.keys(obj))
            add(key, obj[key]);
        }
        if (typeof schema.sortMapEntries === "function") {
          map.items.sort(schema.sortMapEntries);
        }
        return map;
      }
      /**
       * Adds a value to the collection.
       *
       * @param overwrite - If not set `true`, using a key that is already in the
       *   collection will throw. Otherwise, overwrites the previous value.
       */
      add(pair, overwrite) {
        let _pair;
        if (identity.isPair(pair))
          _pair = pair;
        else if (!pair || typeof pair !== "object" || !("key" in pair)) {
          _pair = new Pair.Pair(pair, pair?.value);
        } else
          _pair = new Pair.Pair(pair.key, pair.value);
        const prev = findPair(this.items, _pair.key);
        const sortEntries = this.schema?.sortMapEntries;
        if (prev) {
          if (!overwrite)
            throw new Error(`Key ${_pair.key} already set`);
          if (identity.isScalar(prev.value) && Scalar.isScalarValue(_pair.value))
            prev.value.value = _pair.value;
          else
            prev.value = _pair.value;
        } else if (sortEntries) {
          const i = this.items.findIndex((item) => sortEntries(_pair, item) < 0);
          if (i === -1)
            this.items.push(_pair);
          else
            this.items.splice(i, 0, _pair);
        } else {
          this.items.push(_pair);
        }
      }
      delete(key) {
        const it = findPair(this.items, key);
        if (!it)
          return false;
        const del = this.items.splice(this.items.indexOf(it), 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const it = findPair(this.items, key);
        const node = it?.value;
        return (!keepScalar && identity.isScalar(node) ? node.value : node) ?? void 0;
      }
      has(key) {
        return !!findPair(this.items, key);
      }
      set(key, value) {
        this.add(new Pair.Pair(key, value), true);
      }
      /**
       * @param ctx - Conversion context, originally set in Document#toJS()
       * @param {Class} Type - If set, forces the returned collection type
       * @returns Instance of Type, Map, or Object
       */
      toJSON(_, ctx, Type) {
        const map = Type ? new Type() : ctx?.mapAsMap ? /* @__PURE__ */ new Map() : {};
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const item of this.items)
          addPairToJSMap.addPairToJSMap(ctx, map, item);
        return map;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        for (const item of this.items) {
          if (!identity.isPair(item))
            throw new Error(`Map items must all be pairs; found ${JSON.stringify(item)} instead`);
        }
        if (!ctx.allNullValues && this.hasAllNullValues(false))
          ctx = Object.assign({}, ctx, { allNullValues: true });
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "",
          flowChars: { start: "{", end: "}" },
          itemIndent: ctx.indent || "",
          onChompKeep,
          onComment
        });
      }
    };
    exports.YAMLMap = YAMLMap;
    exports.findPair = findPair;
  }
});

// node_modules/yaml/dist/schema/common/map.js
var require_map = __commonJS({
  "node_modules/yaml/dist/schema/common/map.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLMap = require_YAMLMap();
    var map = {
      collection: "map",
      default: true,
      nodeClass: YAMLMap.YAMLMap,
      tag: "tag:yaml.org,2002:map",
      resolve(map2, onError) {
        if (!identity.isMap(map2))
          onError("Expected a mapping for this tag");
        return map2;
      },
      createNode: (schema, obj, ctx) => YAMLMap.YAMLMap.from(schema, obj, ctx)
    };
    exports.map = map;
  }
});

// node_modules/yaml/dist/nodes/YAMLSeq.js
var require_YAMLSeq = __commonJS({
  "node_modules/yaml/dist/nodes/YAMLSeq.js"(exports) {
    "use strict";
    var createNode = require_createNode();
    var stringifyCollection = require_stringifyCollection();
    var Collection = require_Collection();
    var identity = require_identity();
    var Scalar = require_Scalar();
    var toJS = require_toJS();
    var YAMLSeq = class extends Collection.Collection {
      static get tagName() {
        return "tag:yaml.org,2002:seq";
      }
      constructor(schema) {
        super(identity.SEQ, schema);
        this.items = [];
      }
      add(value) {
        this.items.push(value);
      }
      /**
       * Removes a value from the collection.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       *
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return false;
        const del = this.items.splice(idx, 1);
        return del.length > 0;
      }
      get(key, keepScalar) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          return void 0;
        const it = this.items[idx];
        return !keepScalar && identity.isScalar(it) ? it.value : it;
      }
      /**
       * Checks if the collection includes a value with the key `key`.
       *
       * `key` must contain a representation of an integer for this to succeed.
       * It may be wrapped in a `Scalar`.
       */
      has(key) {
        const idx = asItemIndex(key);
        return typeof idx === "number" && idx < this.items.length;
      }
      /**
       * Sets a value in this collection. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       *
       * If `key` does not contain a representation of an integer, this will throw.
       * It may be wrapped in a `Scalar`.
       */
      set(key, value) {
        const idx = asItemIndex(key);
        if (typeof idx !== "number")
          throw new Error(`Expected a valid index, not ${key}.`);
        const prev = this.items[idx];
        if (identity.isScalar(prev) && Scalar.isScalarValue(value))
          prev.value = value;
        else
          this.items[idx] = value;
      }
      toJSON(_, ctx) {
        const seq = [];
        if (ctx?.onCreate)
          ctx.onCreate(seq);
        let i = 0;
        for (const item of this.items)
          seq.push(toJS.toJS(item, String(i++), ctx));
        return seq;
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        return stringifyCollection.stringifyCollection(this, ctx, {
          blockItemPrefix: "- ",
          flowChars: { start: "[", end: "]" },
          itemIndent: (ctx.indent || "") + "  ",
          onChompKeep,
          onComment
        });
      }
      static from(schema, obj, ctx) {
        const { replacer } = ctx;
        const seq = new this(schema);
        if (obj && Symbol.iterator in Object(obj)) {
          let i = 0;
          for (let it of obj) {
            if (typeof replacer === "function") {
              const key = obj instanceof Set ? it : String(i++);
              it = replacer.call(obj, key, it);
            }
            seq.items.push(createNode.createNode(it, void 0, ctx));
          }
        }
        return seq;
      }
    };
    function asItemIndex(key) {
      let idx = identity.isScalar(key) ? key.value : key;
      if (idx && typeof idx === "string")
        idx = Number(idx);
      return typeof idx === "number" && Number.isInteger(idx) && idx >= 0 ? idx : null;
    }
    exports.YAMLSeq = YAMLSeq;
  }
});

// node_modules/yaml/dist/schema/common/seq.js
var require_seq = __commonJS({
  "node_modules/yaml/dist/schema/common/seq.js"(exports) {
    "use strict";
    var identity = require_identity();
    var YAMLSeq = require_YAMLSeq();
    var seq = {
      collection: "seq",
      default: true,
      nodeClass: YAMLSeq.YAMLSeq,
      tag: "tag:yaml.org,2002:seq",
      resolve(seq2, onError) {
        if (!identity.isSeq(seq2))
          onError("Expected a sequence for this tag");
        return seq2;
      },
      createNode: (schema, obj, ctx) => YAMLSeq.YAMLSeq.from(schema, obj, ctx)
    };
    exports.seq = seq;
  }
});

// node_modules/yaml/dist/schema/common/string.js
var require_string = __commonJS({
  "node_modules/yaml/dist/schema/common/string.js"(exports) {
    "use strict";
    var stringifyString = require_stringifyString();
    var string = {
      identify: (value) => typeof value === "string",
      default: true,
      tag: "tag:yaml.org,2002:str",
      resolve: (str) => str,
      stringify(item, ctx, onComment, onChompKeep) {
        ctx = Object.assign({ actualString: true }, ctx);
        return stringifyString.stringifyString(item, ctx, onComment, onChompKeep);
      }
    };
    exports.string = string;
  }
});

// node_modules/yaml/dist/schema/common/null.js
var require_null = __commonJS({
  "node_modules/yaml/dist/schema/common/null.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var nullTag = {
      identify: (value) => value == null,
      createNode: () => new Scalar.Scalar(null),
      default: true,
      tag: "tag:yaml.org,2002:null",
      test: /^(?:~|[Nn]ull|NULL)?$/,
      resolve: () => new Scalar.Scalar(null),
      stringify: ({ source }, ctx) => typeof source === "string" && nullTag.test.test(source) ? source : ctx.options.nullStr
    };
    exports.nullTag = nullTag;
  }
});

// node_modules/yaml/dist/schema/core/bool.js
var require_bool = __commonJS({
  "node_modules/yaml/dist/schema/core/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var boolTag = {
      identify: (value) => typeof value === "boolean",
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/,
      resolve: (str) => new Scalar.Scalar(str[0] === "t" || str[0] === "T"),
      stringify({ source, value }, ctx) {
        if (source && boolTag.test.test(source)) {
          const sv = source[0] === "t" || source[0] === "T";
          if (value === sv)
            return source;
        }
        return value ? ctx.options.trueStr : ctx.options.falseStr;
      }
    };
    exports.boolTag = boolTag;
  }
});

// node_modules/yaml/dist/stringify/stringifyNumber.js
var require_stringifyNumber = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyNumber.js"(exports) {
    "use strict";
    function stringifyNumber({ format, minFractionDigits, tag, value }) {
      if (typeof value === "bigint")
        return String(value);
      const num = typeof value === "number" ? value : Number(value);
      if (!isFinite(num))
        return isNaN(num) ? ".nan" : num < 0 ? "-.inf" : ".inf";
      let n = Object.is(value, -0) ? "-0" : JSON.stringify(value);
      if (!format && minFractionDigits && (!tag || tag === "tag:yaml.org,2002:float") && /^-?\d/.test(n) && !n.includes("e")) {
        let i = n.indexOf(".");
        if (i < 0) {
          i = n.length;
          n += ".";
        }
        let d = minFractionDigits - (n.length - i - 1);
        while (d-- > 0)
          n += "0";
      }
      return n;
    }
    exports.stringifyNumber = stringifyNumber;
  }
});

// node_modules/yaml/dist/schema/core/float.js
var require_float = __commonJS({
  "node_modules/yaml/dist/schema/core/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str));
        const dot = str.indexOf(".");
        if (dot !== -1 && str[str.length - 1] === "0")
          node.minFractionDigits = str.length - dot - 1;
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/core/int.js
var require_int = __commonJS({
  "node_modules/yaml/dist/schema/core/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    var intResolve = (str, offset, radix, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str.substring(offset), radix);
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value) && value >= 0)
        return prefix + value.toString(radix);
      return stringifyNumber.stringifyNumber(node);
    }
    var intOct = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^0o[0-7]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 8, opt),
      stringify: (node) => intStringify(node, 8, "0o")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: (value) => intIdentify(value) && value >= 0,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^0x[0-9a-fA-F]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/core/schema.js
var require_schema = __commonJS({
  "node_modules/yaml/dist/schema/core/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.boolTag,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/json/schema.js
var require_schema2 = __commonJS({
  "node_modules/yaml/dist/schema/json/schema.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var map = require_map();
    var seq = require_seq();
    function intIdentify(value) {
      return typeof value === "bigint" || Number.isInteger(value);
    }
    var stringifyJSON = ({ value }) => JSON.stringify(value);
    var jsonScalars = [
      {
        identify: (value) => typeof value === "string",
        default: true,
        tag: "tag:yaml.org,2002:str",
        resolve: (str) => str,
        stringify: stringifyJSON
      },
      {
        identify: (value) => value == null,
        createNode: () => new Scalar.Scalar(null),
        default: true,
        tag: "tag:yaml.org,2002:null",
        test: /^null$/,
        resolve: () => null,
        stringify: stringifyJSON
      },
      {
        identify: (value) => typeof value === "boolean",
        default: true,
        tag: "tag:yaml.org,2002:bool",
        test: /^true$|^false$/,
        resolve: (str) => str === "true",
        stringify: stringifyJSON
      },
      {
        identify: intIdentify,
        default: true,
        tag: "tag:yaml.org,2002:int",
        test: /^-?(?:0|[1-9][0-9]*)$/,
        resolve: (str, _onError, { intAsBigInt }) => intAsBigInt ? BigInt(str) : parseInt(str, 10),
        stringify: ({ value }) => intIdentify(value) ? value.toString() : JSON.stringify(value)
      },
      {
        identify: (value) => typeof value === "number",
        default: true,
        tag: "tag:yaml.org,2002:float",
        test: /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]*)?(?:[eE][-+]?[0-9]+)?$/,
        resolve: (str) => parseFloat(str),
        stringify: stringifyJSON
      }
    ];
    var jsonError = {
      default: true,
      tag: "",
      test: /^/,
      resolve(str, onError) {
        onError(`Unresolved plain scalar ${JSON.stringify(str)}`);
        return str;
      }
    };
    var schema = [map.map, seq.seq].concat(jsonScalars, jsonError);
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/binary.js
var require_binary = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/binary.js"(exports) {
    "use strict";
    var node_buffer = __require("buffer");
    var Scalar = require_Scalar();
    var stringifyString = require_stringifyString();
    var binary = {
      identify: (value) => value instanceof Uint8Array,
      // Buffer inherits from Uint8Array
      default: false,
      tag: "tag:yaml.org,2002:binary",
      /**
       * Returns a Buffer in node and an Uint8Array in browsers
       *
       * To use the resulting buffer as an image, you'll want to do something like:
       *
       *   const blob = new Blob([buffer], { type: 'image/jpeg' })
       *   document.querySelector('#photo').src = URL.createObjectURL(blob)
       */
      resolve(src, onError) {
        if (typeof node_buffer.Buffer === "function") {
          return node_buffer.Buffer.from(src, "base64");
        } else if (typeof atob === "function") {
          const str = atob(src.replace(/[\n\r]/g, ""));
          const buffer = new Uint8Array(str.length);
          for (let i = 0; i < str.length; ++i)
            buffer[i] = str.charCodeAt(i);
          return buffer;
        } else {
          onError("This environment does not support reading binary tags; either Buffer or atob is required");
          return src;
        }
      },
      stringify({ comment, type, value }, ctx, onComment, onChompKeep) {
        if (!value)
          return "";
        const buf = value;
        let str;
        if (typeof node_buffer.Buffer === "function") {
          str = buf instanceof node_buffer.Buffer ? buf.toString("base64") : node_buffer.Buffer.from(buf.buffer).toString("base64");
        } else if (typeof btoa === "function") {
          let s = "";
          for (let i = 0; i < buf.length; ++i)
            s += String.fromCharCode(buf[i]);
          str = btoa(s);
        } else {
          throw new Error("This environment does not support writing binary tags; either Buffer or btoa is required");
        }
        type ?? (type = Scalar.Scalar.BLOCK_LITERAL);
        if (type !== Scalar.Scalar.QUOTE_DOUBLE) {
          const lineWidth = Math.max(ctx.options.lineWidth - ctx.indent.length, ctx.options.minContentWidth);
          const n = Math.ceil(str.length / lineWidth);
          const lines2 = new Array(n);
          for (let i = 0, o = 0; i < n; ++i, o += lineWidth) {
            lines2[i] = str.substr(o, lineWidth);
          }
          str = lines2.join(type === Scalar.Scalar.BLOCK_LITERAL ? "\n" : " ");
        }
        return stringifyString.stringifyString({ comment, type, value: str }, ctx, onComment, onChompKeep);
      }
    };
    exports.binary = binary;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/pairs.js
var require_pairs = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/pairs.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLSeq = require_YAMLSeq();
    function resolvePairs(seq, onError) {
      if (identity.isSeq(seq)) {
        for (let i = 0; i < seq.items.length; ++i) {
          let item = seq.items[i];
          if (identity.isPair(item))
            continue;
          else if (identity.isMap(item)) {
            if (item.items.length > 1)
              onError("Each pair must have its own sequence indicator");
            const pair = item.items[0] || new Pair.Pair(new Scalar.Scalar(null));
            if (item.commentBefore)
              pair.key.commentBefore = pair.key.commentBefore ? `${item.commentBefore}
${pair.key.commentBefore}` : item.commentBefore;
            if (item.comment) {
              const cn = pair.value ?? pair.key;
              cn.comment = cn.comment ? `${item.comment}
${cn.comment}` : item.comment;
            }
            item = pair;
          }
          seq.items[i] = identity.isPair(item) ? item : new Pair.Pair(item);
        }
      } else
        onError("Expected a sequence for this tag");
      return seq;
    }
    function createPairs(schema, iterable, ctx) {
      const { replacer } = ctx;
      const pairs2 = new YAMLSeq.YAMLSeq(schema);
      pairs2.tag = "tag:yaml.org,2002:pairs";
      let i = 0;
      if (iterable && Symbol.iterator in Object(iterable))
        for (let it of iterable) {
          if (typeof replacer === "function")
            it = replacer.call(iterable, String(i++), it);
          let key, value;
          if (Array.isArray(it)) {
            if (it.length === 2) {
              key = it[0];
              value = it[1];
            } else
              throw new TypeError(`Expected [key, value] tuple: ${it}`);
          } else if (it && it instanceof Object) {
            const keys = Object.keys(it);
            if (keys.length === 1) {
              key = keys[0];
              value = it[key];
            } else {
              throw new TypeError(`Expected tuple with one key, not ${keys.length} keys`);
            }
          } else {
            key = it;
          }
          pairs2.items.push(Pair.createPair(key, value, ctx));
        }
      return pairs2;
    }
    var pairs = {
      collection: "seq",
      default: false,
      tag: "tag:yaml.org,2002:pairs",
      resolve: resolvePairs,
      createNode: createPairs
    };
    exports.createPairs = createPairs;
    exports.pairs = pairs;
    exports.resolvePairs = resolvePairs;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/omap.js
var require_omap = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/omap.js"(exports) {
    "use strict";
    var identity = require_identity();
    var toJS = require_toJS();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var pairs = require_pairs();
    var YAMLOMap = class _YAMLOMap extends YAMLSeq.YAMLSeq {
      constructor() {
        super();
        this.add = YAMLMap.YAMLMap.prototype.add.bind(this);
        this.delete = YAMLMap.YAMLMap.prototype.delete.bind(this);
        this.get = YAMLMap.YAMLMap.prototype.get.bind(this);
        this.has = YAMLMap.YAMLMap.prototype.has.bind(this);
        this.set = YAMLMap.YAMLMap.prototype.set.bind(this);
        this.tag = _YAMLOMap.tag;
      }
      /**
       * If `ctx` is given, the return type is actually `Map<unknown, unknown>`,
       * but TypeScript won't allow widening the signature of a child method.
       */
      toJSON(_, ctx) {
        if (!ctx)
          return super.toJSON(_);
        const map = /* @__PURE__ */ new Map();
        if (ctx?.onCreate)
          ctx.onCreate(map);
        for (const pair of this.items) {
          let key, value;
          if (identity.isPair(pair)) {
            key = toJS.toJS(pair.key, "", ctx);
            value = toJS.toJS(pair.value, key, ctx);
          } else {
            key = toJS.toJS(pair, "", ctx);
          }
          if (map.has(key))
            throw new Error("Ordered maps must not include duplicate keys");
          map.set(key, value);
        }
        return map;
      }
      static from(schema, iterable, ctx) {
        const pairs$1 = pairs.createPairs(schema, iterable, ctx);
        const omap2 = new this();
        omap2.items = pairs$1.items;
        return omap2;
      }
    };
    YAMLOMap.tag = "tag:yaml.org,2002:omap";
    var omap = {
      collection: "seq",
      identify: (value) => value instanceof Map,
      nodeClass: YAMLOMap,
      default: false,
      tag: "tag:yaml.org,2002:omap",
      resolve(seq, onError) {
        const pairs$1 = pairs.resolvePairs(seq, onError);
        const seenKeys = [];
        for (const { key } of pairs$1.items) {
          if (identity.isScalar(key)) {
            if (seenKeys.includes(key.value)) {
              onError(`Ordered maps must not include duplicate keys: ${key.value}`);
            } else {
              seenKeys.push(key.value);
            }
          }
        }
        return Object.assign(new YAMLOMap(), pairs$1);
      },
      createNode: (schema, iterable, ctx) => YAMLOMap.from(schema, iterable, ctx)
    };
    exports.YAMLOMap = YAMLOMap;
    exports.omap = omap;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/bool.js
var require_bool2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/bool.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function boolStringify({ value, source }, ctx) {
      const boolObj = value ? trueTag : falseTag;
      if (source && boolObj.test.test(source))
        return source;
      return value ? ctx.options.trueStr : ctx.options.falseStr;
    }
    var trueTag = {
      identify: (value) => value === true,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:Y|y|[Yy]es|YES|[Tt]rue|TRUE|[Oo]n|ON)$/,
      resolve: () => new Scalar.Scalar(true),
      stringify: boolStringify
    };
    var falseTag = {
      identify: (value) => value === false,
      default: true,
      tag: "tag:yaml.org,2002:bool",
      test: /^(?:N|n|[Nn]o|NO|[Ff]alse|FALSE|[Oo]ff|OFF)$/,
      resolve: () => new Scalar.Scalar(false),
      stringify: boolStringify
    };
    exports.falseTag = falseTag;
    exports.trueTag = trueTag;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/float.js
var require_float2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/float.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var stringifyNumber = require_stringifyNumber();
    var floatNaN = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/,
      resolve: (str) => str.slice(-3).toLowerCase() === "nan" ? NaN : str[0] === "-" ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY,
      stringify: stringifyNumber.stringifyNumber
    };
    var floatExp = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "EXP",
      test: /^[-+]?(?:[0-9][0-9_]*)?(?:\.[0-9_]*)?[eE][-+]?[0-9]+$/,
      resolve: (str) => parseFloat(str.replace(/_/g, "")),
      stringify(node) {
        const num = Number(node.value);
        return isFinite(num) ? num.toExponential() : stringifyNumber.stringifyNumber(node);
      }
    };
    var float = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      test: /^[-+]?(?:[0-9][0-9_]*)?\.[0-9_]*$/,
      resolve(str) {
        const node = new Scalar.Scalar(parseFloat(str.replace(/_/g, "")));
        const dot = str.indexOf(".");
        if (dot !== -1) {
          const f = str.substring(dot + 1).replace(/_/g, "");
          if (f[f.length - 1] === "0")
            node.minFractionDigits = f.length;
        }
        return node;
      },
      stringify: stringifyNumber.stringifyNumber
    };
    exports.float = float;
    exports.floatExp = floatExp;
    exports.floatNaN = floatNaN;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/int.js
var require_int2 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/int.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    var intIdentify = (value) => typeof value === "bigint" || Number.isInteger(value);
    function intResolve(str, offset, radix, { intAsBigInt }) {
      const sign = str[0];
      if (sign === "-" || sign === "+")
        offset += 1;
      str = str.substring(offset).replace(/_/g, "");
      if (intAsBigInt) {
        switch (radix) {
          case 2:
            str = `0b${str}`;
            break;
          case 8:
            str = `0o${str}`;
            break;
          case 16:
            str = `0x${str}`;
            break;
        }
        const n2 = BigInt(str);
        return sign === "-" ? BigInt(-1) * n2 : n2;
      }
      const n = parseInt(str, radix);
      return sign === "-" ? -1 * n : n;
    }
    function intStringify(node, radix, prefix) {
      const { value } = node;
      if (intIdentify(value)) {
        const str = value.toString(radix);
        return value < 0 ? "-" + prefix + str.substr(1) : prefix + str;
      }
      return stringifyNumber.stringifyNumber(node);
    }
    var intBin = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "BIN",
      test: /^[-+]?0b[0-1_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 2, opt),
      stringify: (node) => intStringify(node, 2, "0b")
    };
    var intOct = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "OCT",
      test: /^[-+]?0[0-7_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 1, 8, opt),
      stringify: (node) => intStringify(node, 8, "0")
    };
    var int = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      test: /^[-+]?[0-9][0-9_]*$/,
      resolve: (str, _onError, opt) => intResolve(str, 0, 10, opt),
      stringify: stringifyNumber.stringifyNumber
    };
    var intHex = {
      identify: intIdentify,
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "HEX",
      test: /^[-+]?0x[0-9a-fA-F_]+$/,
      resolve: (str, _onError, opt) => intResolve(str, 2, 16, opt),
      stringify: (node) => intStringify(node, 16, "0x")
    };
    exports.int = int;
    exports.intBin = intBin;
    exports.intHex = intHex;
    exports.intOct = intOct;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/set.js
var require_set = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/set.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSet = class _YAMLSet extends YAMLMap.YAMLMap {
      constructor(schema) {
        super(schema);
        this.tag = _YAMLSet.tag;
      }
      add(key) {
        let pair;
        if (identity.isPair(key))
          pair = key;
        else if (key && typeof key === "object" && "key" in key && "value" in key && key.value === null)
          pair = new Pair.Pair(key.key, null);
        else
          pair = new Pair.Pair(key, null);
        const prev = YAMLMap.findPair(this.items, pair.key);
        if (!prev)
          this.items.push(pair);
      }
      /**
       * If `keepPair` is `true`, returns the Pair matching `key`.
       * Otherwise, returns the value of that Pair's key.
       */
      get(key, keepPair) {
        const pair = YAMLMap.findPair(this.items, key);
        return !keepPair && identity.isPair(pair) ? identity.isScalar(pair.key) ? pair.key.value : pair.key : pair;
      }
      set(key, value) {
        if (typeof value !== "boolean")
          throw new Error(`Expected boolean value for set(key, value) in a YAML set, not ${typeof value}`);
        const prev = YAMLMap.findPair(this.items, key);
        if (prev && !value) {
          this.items.splice(this.items.indexOf(prev), 1);
        } else if (!prev && value) {
          this.items.push(new Pair.Pair(key));
        }
      }
      toJSON(_, ctx) {
        return super.toJSON(_, ctx, Set);
      }
      toString(ctx, onComment, onChompKeep) {
        if (!ctx)
          return JSON.stringify(this);
        if (this.hasAllNullValues(true))
          return super.toString(Object.assign({}, ctx, { allNullValues: true }), onComment, onChompKeep);
        else
          throw new Error("Set items must all have null values");
      }
      static from(schema, iterable, ctx) {
        const { replacer } = ctx;
        const set2 = new this(schema);
        if (iterable && Symbol.iterator in Object(iterable))
          for (let value of iterable) {
            if (typeof replacer === "function")
              value = replacer.call(iterable, value, value);
            set2.items.push(Pair.createPair(value, null, ctx));
          }
        return set2;
      }
    };
    YAMLSet.tag = "tag:yaml.org,2002:set";
    var set = {
      collection: "map",
      identify: (value) => value instanceof Set,
      nodeClass: YAMLSet,
      default: false,
      tag: "tag:yaml.org,2002:set",
      createNode: (schema, iterable, ctx) => YAMLSet.from(schema, iterable, ctx),
      resolve(map, onError) {
        if (identity.isMap(map)) {
          if (map.hasAllNullValues(true))
            return Object.assign(new YAMLSet(), map);
          else
            onError("Set items must all have null values");
        } else
          onError("Expected a mapping for this tag");
        return map;
      }
    };
    exports.YAMLSet = YAMLSet;
    exports.set = set;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/timestamp.js
var require_timestamp = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/timestamp.js"(exports) {
    "use strict";
    var stringifyNumber = require_stringifyNumber();
    function parseSexagesimal(str, asBigInt) {
      const sign = str[0];
      const parts = sign === "-" || sign === "+" ? str.substring(1) : str;
      const num = (n) => asBigInt ? BigInt(n) : Number(n);
      const res = parts.replace(/_/g, "").split(":").reduce((res2, p) => res2 * num(60) + num(p), num(0));
      return sign === "-" ? num(-1) * res : res;
    }
    function stringifySexagesimal(node) {
      let { value } = node;
      let num = (n) => n;
      if (typeof value === "bigint")
        num = (n) => BigInt(n);
      else if (isNaN(value) || !isFinite(value))
        return stringifyNumber.stringifyNumber(node);
      let sign = "";
      if (value < 0) {
        sign = "-";
        value *= num(-1);
      }
      const _60 = num(60);
      const parts = [value % _60];
      if (value < 60) {
        parts.unshift(0);
      } else {
        value = (value - parts[0]) / _60;
        parts.unshift(value % _60);
        if (value >= 60) {
          value = (value - parts[0]) / _60;
          parts.unshift(value);
        }
      }
      return sign + parts.map((n) => String(n).padStart(2, "0")).join(":").replace(/000000\d*$/, "");
    }
    var intTime = {
      identify: (value) => typeof value === "bigint" || Number.isInteger(value),
      default: true,
      tag: "tag:yaml.org,2002:int",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+$/,
      resolve: (str, _onError, { intAsBigInt }) => parseSexagesimal(str, intAsBigInt),
      stringify: stringifySexagesimal
    };
    var floatTime = {
      identify: (value) => typeof value === "number",
      default: true,
      tag: "tag:yaml.org,2002:float",
      format: "TIME",
      test: /^[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*$/,
      resolve: (str) => parseSexagesimal(str, false),
      stringify: stringifySexagesimal
    };
    var timestamp = {
      identify: (value) => value instanceof Date,
      default: true,
      tag: "tag:yaml.org,2002:timestamp",
      // If the time zone is omitted, the timestamp is assumed to be specified in UTC. The time part
      // may be omitted altogether, resulting in a date format. In such a case, the time part is
      // assumed to be 00:00:00Z (start of day, UTC).
      test: RegExp("^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:(?:t|T|[ \\t]+)([0-9]{1,2}):([0-9]{1,2}):([0-9]{1,2}(\\.[0-9]+)?)(?:[ \\t]*(Z|[-+][012]?[0-9](?::[0-9]{2})?))?)?$"),
      resolve(str) {
        const match = str.match(timestamp.test);
        if (!match)
          throw new Error("!!timestamp expects a date, starting with yyyy-mm-dd");
        const [, year, month, day, hour, minute, second] = match.map(Number);
        const millisec = match[7] ? Number((match[7] + "00").substr(1, 3)) : 0;
        let date2 = Date.UTC(year, month - 1, day, hour || 0, minute || 0, second || 0, millisec);
        const tz = match[8];
        if (tz && tz !== "Z") {
          let d = parseSexagesimal(tz, false);
          if (Math.abs(d) < 30)
            d *= 60;
          date2 -= 6e4 * d;
        }
        return new Date(date2);
      },
      stringify: ({ value }) => value?.toISOString().replace(/(T00:00:00)?\.000Z$/, "") ?? ""
    };
    exports.floatTime = floatTime;
    exports.intTime = intTime;
    exports.timestamp = timestamp;
  }
});

// node_modules/yaml/dist/schema/yaml-1.1/schema.js
var require_schema3 = __commonJS({
  "node_modules/yaml/dist/schema/yaml-1.1/schema.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var binary = require_binary();
    var bool = require_bool2();
    var float = require_float2();
    var int = require_int2();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var set = require_set();
    var timestamp = require_timestamp();
    var schema = [
      map.map,
      seq.seq,
      string.string,
      _null.nullTag,
      bool.trueTag,
      bool.falseTag,
      int.intBin,
      int.intOct,
      int.int,
      int.intHex,
      float.floatNaN,
      float.floatExp,
      float.float,
      binary.binary,
      merge.merge,
      omap.omap,
      pairs.pairs,
      set.set,
      timestamp.intTime,
      timestamp.floatTime,
      timestamp.timestamp
    ];
    exports.schema = schema;
  }
});

// node_modules/yaml/dist/schema/tags.js
var require_tags = __commonJS({
  "node_modules/yaml/dist/schema/tags.js"(exports) {
    "use strict";
    var map = require_map();
    var _null = require_null();
    var seq = require_seq();
    var string = require_string();
    var bool = require_bool();
    var float = require_float();
    var int = require_int();
    var schema = require_schema();
    var schema$1 = require_schema2();
    var binary = require_binary();
    var merge = require_merge();
    var omap = require_omap();
    var pairs = require_pairs();
    var schema$2 = require_schema3();
    var set = require_set();
    var timestamp = require_timestamp();
    var schemas = /* @__PURE__ */ new Map([
      ["core", schema.schema],
      ["failsafe", [map.map, seq.seq, string.string]],
      ["json", schema$1.schema],
      ["yaml11", schema$2.schema],
      ["yaml-1.1", schema$2.schema]
    ]);
    var tagsByName = {
      binary: binary.binary,
      bool: bool.boolTag,
      float: float.float,
      floatExp: float.floatExp,
      floatNaN: float.floatNaN,
      floatTime: timestamp.floatTime,
      int: int.int,
      intHex: int.intHex,
      intOct: int.intOct,
      intTime: timestamp.intTime,
      map: map.map,
      merge: merge.merge,
      null: _null.nullTag,
      omap: omap.omap,
      pairs: pairs.pairs,
      seq: seq.seq,
      set: set.set,
      timestamp: timestamp.timestamp
    };
    var coreKnownTags = {
      "tag:yaml.org,2002:binary": binary.binary,
      "tag:yaml.org,2002:merge": merge.merge,
      "tag:yaml.org,2002:omap": omap.omap,
      "tag:yaml.org,2002:pairs": pairs.pairs,
      "tag:yaml.org,2002:set": set.set,
      "tag:yaml.org,2002:timestamp": timestamp.timestamp
    };
    function getTags(customTags, schemaName, addMergeTag) {
      const schemaTags = schemas.get(schemaName);
      if (schemaTags && !customTags) {
        return addMergeTag && !schemaTags.includes(merge.merge) ? schemaTags.concat(merge.merge) : schemaTags.slice();
      }
      let tags = schemaTags;
      if (!tags) {
        if (Array.isArray(customTags))
          tags = [];
        else {
          const keys = Array.from(schemas.keys()).filter((key) => key !== "yaml11").map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown schema "${schemaName}"; use one of ${keys} or define customTags array`);
        }
      }
      if (Array.isArray(customTags)) {
        for (const tag of customTags)
          tags = tags.concat(tag);
      } else if (typeof customTags === "function") {
        tags = customTags(tags.slice());
      }
      if (addMergeTag)
        tags = tags.concat(merge.merge);
      return tags.reduce((tags2, tag) => {
        const tagObj = typeof tag === "string" ? tagsByName[tag] : tag;
        if (!tagObj) {
          const tagName = JSON.stringify(tag);
          const keys = Object.keys(tagsByName).map((key) => JSON.stringify(key)).join(", ");
          throw new Error(`Unknown custom tag ${tagName}; use one of ${keys}`);
        }
        if (!tags2.includes(tagObj))
          tags2.push(tagObj);
        return tags2;
      }, []);
    }
    exports.coreKnownTags = coreKnownTags;
    exports.getTags = getTags;
  }
});

// node_modules/yaml/dist/schema/Schema.js
var require_Schema = __commonJS({
  "node_modules/yaml/dist/schema/Schema.js"(exports) {
    "use strict";
    var identity = require_identity();
    var map = require_map();
    var seq = require_seq();
    var string = require_string();
    var tags = require_tags();
    var sortMapEntriesByKey = (a, b) => a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    var Schema = class _Schema {
      constructor({ compat, customTags, merge, resolveKnownTags, schema, sortMapEntries, toStringDefaults }) {
        this.compat = Array.isArray(compat) ? tags.getTags(compat, "compat") : compat ? tags.getTags(null, compat) : null;
        this.name = typeof schema === "string" && schema || "core";
        this.knownTags = resolveKnownTags ? tags.coreKnownTags : {};
        this.tags = tags.getTags(customTags, this.name, merge);
        this.toStringOptions = toStringDefaults ?? null;
        Object.defineProperty(this, identity.MAP, { value: map.map });
        Object.defineProperty(this, identity.SCALAR, { value: string.string });
        Object.defineProperty(this, identity.SEQ, { value: seq.seq });
        this.sortMapEntries = typeof sortMapEntries === "function" ? sortMapEntries : sortMapEntries === true ? sortMapEntriesByKey : null;
      }
      clone() {
        const copy = Object.create(_Schema.prototype, Object.getOwnPropertyDescriptors(this));
        copy.tags = this.tags.slice();
        return copy;
      }
    };
    exports.Schema = Schema;
  }
});

// node_modules/yaml/dist/stringify/stringifyDocument.js
var require_stringifyDocument = __commonJS({
  "node_modules/yaml/dist/stringify/stringifyDocument.js"(exports) {
    "use strict";
    var identity = require_identity();
    var stringify = require_stringify();
    var stringifyComment = require_stringifyComment();
    function stringifyDocument(doc, options) {
      const lines2 = [];
      let hasDirectives = options.directives === true;
      if (options.directives !== false && doc.directives) {
        const dir = doc.directives.toString(doc);
        if (dir) {
          lines2.push(dir);
          hasDirectives = true;
        } else if (doc.directives.docStart)
          hasDirectives = true;
      }
      if (hasDirectives)
        lines2.push("---");
      const ctx = stringify.createStringifyContext(doc, options);
      const { commentString } = ctx.options;
      if (doc.commentBefore) {
        if (lines2.length !== 1)
          lines2.unshift("");
        const cs = commentString(doc.commentBefore);
        lines2.unshift(stringifyComment.indentComment(cs, ""));
      }
      let chompKeep = false;
      let contentComment = null;
      if (doc.contents) {
        if (identity.isNode(doc.contents)) {
          if (doc.contents.spaceBefore && hasDirectives)
            lines2.push("");
          if (doc.contents.commentBefore) {
            const cs = commentString(doc.contents.commentBefore);
            lines2.push(stringifyComment.indentComment(cs, ""));
          }
          ctx.forceBlockIndent = !!doc.comment;
          contentComment = doc.contents.comment;
        }
        const onChompKeep = contentComment ? void 0 : () => chompKeep = true;
        let body = stringify.stringify(doc.contents, ctx, () => contentComment = null, onChompKeep);
        if (contentComment)
          body += stringifyComment.lineComment(body, "", commentString(contentComment));
        if ((body[0] === "|" || body[0] === ">") && lines2[lines2.length - 1] === "---") {
          lines2[lines2.length - 1] = `--- ${body}`;
        } else
          lines2.push(body);
      } else {
        lines2.push(stringify.stringify(doc.contents, ctx));
      }
      if (doc.directives?.docEnd) {
        if (doc.comment) {
          const cs = commentString(doc.comment);
          if (cs.includes("\n")) {
            lines2.push("...");
            lines2.push(stringifyComment.indentComment(cs, ""));
          } else {
            lines2.push(`... ${cs}`);
          }
        } else {
          lines2.push("...");
        }
      } else {
        let dc = doc.comment;
        if (dc && chompKeep)
          dc = dc.replace(/^\n+/, "");
        if (dc) {
          if ((!chompKeep || contentComment) && lines2[lines2.length - 1] !== "")
            lines2.push("");
          lines2.push(stringifyComment.indentComment(commentString(dc), ""));
        }
      }
      return lines2.join("\n") + "\n";
    }
    exports.stringifyDocument = stringifyDocument;
  }
});

// node_modules/yaml/dist/doc/Document.js
var require_Document = __commonJS({
  "node_modules/yaml/dist/doc/Document.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var Collection = require_Collection();
    var identity = require_identity();
    var Pair = require_Pair();
    var toJS = require_toJS();
    var Schema = require_Schema();
    var stringifyDocument = require_stringifyDocument();
    var anchors = require_anchors();
    var applyReviver = require_applyReviver();
    var createNode = require_createNode();
    var directives = require_directives();
    var Document = class _Document {
      constructor(value, replacer, options) {
        this.commentBefore = null;
        this.comment = null;
        this.errors = [];
        this.warnings = [];
        Object.defineProperty(this, identity.NODE_TYPE, { value: identity.DOC });
        let _replacer = null;
        if (typeof replacer === "function" || Array.isArray(replacer)) {
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const opt = Object.assign({
          intAsBigInt: false,
          keepSourceTokens: false,
          logLevel: "warn",
          prettyErrors: true,
          strict: true,
          stringKeys: false,
          uniqueKeys: true,
          version: "1.2"
        }, options);
        this.options = opt;
        let { version } = opt;
        if (options?._directives) {
          this.directives = options._directives.atDocument();
          if (this.directives.yaml.explicit)
            version = this.directives.yaml.version;
        } else
          this.directives = new directives.Directives({ version });
        this.setSchema(version, options);
        this.contents = value === void 0 ? null : this.createNode(value, _replacer, options);
      }
      /**
       * Create a deep copy of this Document and its contents.
       *
       * Custom Node values that inherit from `Object` still refer to their original instances.
       */
      clone() {
        const copy = Object.create(_Document.prototype, {
          [identity.NODE_TYPE]: { value: identity.DOC }
        });
        copy.commentBefore = this.commentBefore;
        copy.comment = this.comment;
        copy.errors = this.errors.slice();
        copy.warnings = this.warnings.slice();
        copy.options = Object.assign({}, this.options);
        if (this.directives)
          copy.directives = this.directives.clone();
        copy.schema = this.schema.clone();
        copy.contents = identity.isNode(this.contents) ? this.contents.clone(copy.schema) : this.contents;
        if (this.range)
          copy.range = this.range.slice();
        return copy;
      }
      /** Adds a value to the document. */
      add(value) {
        if (assertCollection(this.contents))
          this.contents.add(value);
      }
      /** Adds a value to the document. */
      addIn(path3, value) {
        if (assertCollection(this.contents))
          this.contents.addIn(path3, value);
      }
      /**
       * Create a new `Alias` node, ensuring that the target `node` has the required anchor.
       *
       * If `node` already has an anchor, `name` is ignored.
       * Otherwise, the `node.anchor` value will be set to `name`,
       * or if an anchor with that name is already present in the document,
       * `name` will be used as a prefix for a new unique anchor.
       * If `name` is undefined, the generated anchor will use 'a' as a prefix.
       */
      createAlias(node, name) {
        if (!node.anchor) {
          const prev = anchors.anchorNames(this);
          node.anchor = // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          !name || prev.has(name) ? anchors.findNewAnchor(name || "a", prev) : name;
        }
        return new Alias.Alias(node.anchor);
      }
      createNode(value, replacer, options) {
        let _replacer = void 0;
        if (typeof replacer === "function") {
          value = replacer.call({ "": value }, "", value);
          _replacer = replacer;
        } else if (Array.isArray(replacer)) {
          const keyToStr = (v) => typeof v === "number" || v instanceof String || v instanceof Number;
          const asStr = replacer.filter(keyToStr).map(String);
          if (asStr.length > 0)
            replacer = replacer.concat(asStr);
          _replacer = replacer;
        } else if (options === void 0 && replacer) {
          options = replacer;
          replacer = void 0;
        }
        const { aliasDuplicateObjects, anchorPrefix, flow, keepUndefined, onTagObj, tag } = options ?? {};
        const { onAnchor, setAnchors, sourceObjects } = anchors.createNodeAnchors(
          this,
          // eslint-disable-next-line @typescript-eslint/prefer-nullish-coalescing
          anchorPrefix || "a"
        );
        const ctx = {
          aliasDuplicateObjects: aliasDuplicateObjects ?? true,
          keepUndefined: keepUndefined ?? false,
          onAnchor,
          onTagObj,
          replacer: _replacer,
          schema: this.schema,
          sourceObjects
        };
        const node = createNode.createNode(value, tag, ctx);
        if (flow && identity.isCollection(node))
          node.flow = true;
        setAnchors();
        return node;
      }
      /**
       * Convert a key and a value into a `Pair` using the current schema,
       * recursively wrapping all values as `Scalar` or `Collection` nodes.
       */
      createPair(key, value, options = {}) {
        const k = this.createNode(key, null, options);
        const v = this.createNode(value, null, options);
        return new Pair.Pair(k, v);
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      delete(key) {
        return assertCollection(this.contents) ? this.contents.delete(key) : false;
      }
      /**
       * Removes a value from the document.
       * @returns `true` if the item was found and removed.
       */
      deleteIn(path3) {
        if (Collection.isEmptyPath(path3)) {
          if (this.contents == null)
            return false;
          this.contents = null;
          return true;
        }
        return assertCollection(this.contents) ? this.contents.deleteIn(path3) : false;
      }
      /**
       * Returns item at `key`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      get(key, keepScalar) {
        return identity.isCollection(this.contents) ? this.contents.get(key, keepScalar) : void 0;
      }
      /**
       * Returns item at `path`, or `undefined` if not found. By default unwraps
       * scalar values from their surrounding node; to disable set `keepScalar` to
       * `true` (collections are always returned intact).
       */
      getIn(path3, keepScalar) {
        if (Collection.isEmptyPath(path3))
          return !keepScalar && identity.isScalar(this.contents) ? this.contents.value : this.contents;
        return identity.isCollection(this.contents) ? this.contents.getIn(path3, keepScalar) : void 0;
      }
      /**
       * Checks if the document includes a value with the key `key`.
       */
      has(key) {
        return identity.isCollection(this.contents) ? this.contents.has(key) : false;
      }
      /**
       * Checks if the document includes a value at `path`.
       */
      hasIn(path3) {
        if (Collection.isEmptyPath(path3))
          return this.contents !== void 0;
        return identity.isCollection(this.contents) ? this.contents.hasIn(path3) : false;
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      set(key, value) {
        if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, [key], value);
        } else if (assertCollection(this.contents)) {
          this.contents.set(key, value);
        }
      }
      /**
       * Sets a value in this document. For `!!set`, `value` needs to be a
       * boolean to add/remove the item from the set.
       */
      setIn(path3, value) {
        if (Collection.isEmptyPath(path3)) {
          this.contents = value;
        } else if (this.contents == null) {
          this.contents = Collection.collectionFromPath(this.schema, Array.from(path3), value);
        } else if (assertCollection(this.contents)) {
          this.contents.setIn(path3, value);
        }
      }
      /**
       * Change the YAML version and schema used by the document.
       * A `null` version disables support for directives, explicit tags, anchors, and aliases.
       * It also requires the `schema` option to be given as a `Schema` instance value.
       *
       * Overrides all previously set schema options.
       */
      setSchema(version, options = {}) {
        if (typeof version === "number")
          version = String(version);
        let opt;
        switch (version) {
          case "1.1":
            if (this.directives)
              this.directives.yaml.version = "1.1";
            else
              this.directives = new directives.Directives({ version: "1.1" });
            opt = { resolveKnownTags: false, schema: "yaml-1.1" };
            break;
          case "1.2":
          case "next":
            if (this.directives)
              this.directives.yaml.version = version;
            else
              this.directives = new directives.Directives({ version });
            opt = { resolveKnownTags: true, schema: "core" };
            break;
          case null:
            if (this.directives)
              delete this.directives;
            opt = null;
            break;
          default: {
            const sv = JSON.stringify(version);
            throw new Error(`Expected '1.1', '1.2' or null as first argument, but found: ${sv}`);
          }
        }
        if (options.schema instanceof Object)
          this.schema = options.schema;
        else if (opt)
          this.schema = new Schema.Schema(Object.assign(opt, options));
        else
          throw new Error(`With a null YAML version, the { schema: Schema } option is required`);
      }
      // json & jsonArg are only used from toJSON()
      toJS({ json, jsonArg, mapAsMap, maxAliasCount, onAnchor, reviver } = {}) {
        const ctx = {
          anchors: /* @__PURE__ */ new Map(),
          doc: this,
          keep: !json,
          mapAsMap: mapAsMap === true,
          mapKeyWarned: false,
          maxAliasCount: typeof maxAliasCount === "number" ? maxAliasCount : 100
        };
        const res = toJS.toJS(this.contents, jsonArg ?? "", ctx);
        if (typeof onAnchor === "function")
          for (const { count, res: res2 } of ctx.anchors.values())
            onAnchor(res2, count);
        return typeof reviver === "function" ? applyReviver.applyReviver(reviver, { "": res }, "", res) : res;
      }
      /**
       * A JSON representation of the document `contents`.
       *
       * @param jsonArg Used by `JSON.stringify` to indicate the array index or
       *   property name.
       */
      toJSON(jsonArg, onAnchor) {
        return this.toJS({ json: true, jsonArg, mapAsMap: false, onAnchor });
      }
      /** A YAML representation of the document. */
      toString(options = {}) {
        if (this.errors.length > 0)
          throw new Error("Document with errors cannot be stringified");
        if ("indent" in options && (!Number.isInteger(options.indent) || Number(options.indent) <= 0)) {
          const s = JSON.stringify(options.indent);
          throw new Error(`"indent" option must be a positive integer, not ${s}`);
        }
        return stringifyDocument.stringifyDocument(this, options);
      }
    };
    function assertCollection(contents) {
      if (identity.isCollection(contents))
        return true;
      throw new Error("Expected a YAML collection as document contents");
    }
    exports.Document = Document;
  }
});

// node_modules/yaml/dist/errors.js
var require_errors = __commonJS({
  "node_modules/yaml/dist/errors.js"(exports) {
    "use strict";
    var YAMLError = class extends Error {
      constructor(name, pos, code, message2) {
        super();
        this.name = name;
        this.code = code;
        this.message = message2;
        this.pos = pos;
      }
    };
    var YAMLParseError = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLParseError", pos, code, message2);
      }
    };
    var YAMLWarning = class extends YAMLError {
      constructor(pos, code, message2) {
        super("YAMLWarning", pos, code, message2);
      }
    };
    var prettifyError = (src, lc) => (error) => {
      if (error.pos[0] === -1)
        return;
      error.linePos = error.pos.map((pos) => lc.linePos(pos));
      const { line, col } = error.linePos[0];
      error.message += ` at line ${line}, column ${col}`;
      let ci = col - 1;
      let lineStr = src.substring(lc.lineStarts[line - 1], lc.lineStarts[line]).replace(/[\n\r]+$/, "");
      if (ci >= 60 && lineStr.length > 80) {
        const trimStart = Math.min(ci - 39, lineStr.length - 79);
        lineStr = "\u2026" + lineStr.substring(trimStart);
        ci -= trimStart - 1;
      }
      if (lineStr.length > 80)
        lineStr = lineStr.substring(0, 79) + "\u2026";
      if (line > 1 && /^ *$/.test(lineStr.substring(0, ci))) {
        let prev = src.substring(lc.lineStarts[line - 2], lc.lineStarts[line - 1]);
        if (prev.length > 80)
          prev = prev.substring(0, 79) + "\u2026\n";
        lineStr = prev + lineStr;
      }
      if (/[^ ]/.test(lineStr)) {
        let count = 1;
        const end = error.linePos[1];
        if (end?.line === line && end.col > col) {
          count = Math.max(1, Math.min(end.col - col, 80 - ci));
        }
        const pointer = " ".repeat(ci) + "^".repeat(count);
        error.message += `:

${lineStr}
${pointer}
`;
      }
    };
    exports.YAMLError = YAMLError;
    exports.YAMLParseError = YAMLParseError;
    exports.YAMLWarning = YAMLWarning;
    exports.prettifyError = prettifyError;
  }
});

// node_modules/yaml/dist/compose/resolve-props.js
var require_resolve_props = __commonJS({
  "node_modules/yaml/dist/compose/resolve-props.js"(exports) {
    "use strict";
    function resolveProps(tokens, { flow, indicator, next, offset, onError, parentIndent, startOnNewline }) {
      let spaceBefore = false;
      let atNewline = startOnNewline;
      let hasSpace = startOnNewline;
      let comment = "";
      let commentSep = "";
      let hasNewline = false;
      let reqSpace = false;
      let tab = null;
      let anchor = null;
      let tag = null;
      let newlineAfterProp = null;
      let comma = null;
      let found2 = null;
      let start = null;
      for (const token of tokens) {
        if (reqSpace) {
          if (token.type !== "space" && token.type !== "newline" && token.type !== "comma")
            onError(token.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
          reqSpace = false;
        }
        if (tab) {
          if (atNewline && token.type !== "comment" && token.type !== "newline") {
            onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
          }
          tab = null;
        }
        switch (token.type) {
          case "space":
            if (!flow && (indicator !== "doc-start" || next?.type !== "flow-collection") && token.source.includes("	")) {
              tab = token;
            }
            hasSpace = true;
            break;
          case "comment": {
            if (!hasSpace)
              onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
            const cb = token.source.substring(1) || " ";
            if (!comment)
              comment = cb;
            else
              comment += commentSep + cb;
            commentSep = "";
            atNewline = false;
            break;
          }
          case "newline":
            if (atNewline) {
              if (comment)
                comment += token.source;
              else if (!found2 || indicator !== "seq-item-ind")
                spaceBefore = true;
            } else
              commentSep += token.source;
            atNewline = true;
            hasNewline = true;
            if (anchor || tag)
              newlineAfterProp = token;
            hasSpace = true;
            break;
          case "anchor":
            if (anchor)
              onError(token, "MULTIPLE_ANCHORS", "A node can have at most one anchor");
            if (token.source.endsWith(":"))
              onError(token.offset + token.source.length - 1, "BAD_ALIAS", "Anchor ending in : is ambiguous", true);
            anchor = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          case "tag": {
            if (tag)
              onError(token, "MULTIPLE_TAGS", "A node can have at most one tag");
            tag = token;
            start ?? (start = token.offset);
            atNewline = false;
            hasSpace = false;
            reqSpace = true;
            break;
          }
          case indicator:
            if (anchor || tag)
              onError(token, "BAD_PROP_ORDER", `Anchors and tags must be after the ${token.source} indicator`);
            if (found2)
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.source} in ${flow ?? "collection"}`);
            found2 = token;
            atNewline = indicator === "seq-item-ind" || indicator === "explicit-key-ind";
            hasSpace = false;
            break;
          case "comma":
            if (flow) {
              if (comma)
                onError(token, "UNEXPECTED_TOKEN", `Unexpected , in ${flow}`);
              comma = token;
              atNewline = false;
              hasSpace = false;
              break;
            }
          // else fallthrough
          default:
            onError(token, "UNEXPECTED_TOKEN", `Unexpected ${token.type} token`);
            atNewline = false;
            hasSpace = false;
        }
      }
      const last = tokens[tokens.length - 1];
      const end = last ? last.offset + last.source.length : offset;
      if (reqSpace && next && next.type !== "space" && next.type !== "newline" && next.type !== "comma" && (next.type !== "scalar" || next.source !== "")) {
        onError(next.offset, "MISSING_CHAR", "Tags and anchors must be separated from the next token by white space");
      }
      if (tab && (atNewline && tab.indent <= parentIndent || next?.type === "block-map" || next?.type === "block-seq"))
        onError(tab, "TAB_AS_INDENT", "Tabs are not allowed as indentation");
      return {
        comma,
        found: found2,
        spaceBefore,
        comment,
        hasNewline,
        anchor,
        tag,
        newlineAfterProp,
        end,
        start: start ?? end
      };
    }
    exports.resolveProps = resolveProps;
  }
});

// node_modules/yaml/dist/compose/util-contains-newline.js
var require_util_contains_newline = __commonJS({
  "node_modules/yaml/dist/compose/util-contains-newline.js"(exports) {
    "use strict";
    function containsNewline(key) {
      if (!key)
        return null;
      switch (key.type) {
        case "alias":
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          if (key.source.includes("\n"))
            return true;
          if (key.end) {
            for (const st of key.end)
              if (st.type === "newline")
                return true;
          }
          return false;
        case "flow-collection":
          for (const it of key.items) {
            for (const st of it.start)
              if (st.type === "newline")
                return true;
            if (it.sep) {
              for (const st of it.sep)
                if (st.type === "newline")
                  return true;
            }
            if (containsNewline(it.key) || containsNewline(it.value))
              return true;
          }
          return false;
        default:
          return true;
      }
    }
    exports.containsNewline = containsNewline;
  }
});

// node_modules/yaml/dist/compose/util-flow-indent-check.js
var require_util_flow_indent_check = __commonJS({
  "node_modules/yaml/dist/compose/util-flow-indent-check.js"(exports) {
    "use strict";
    var utilContainsNewline = require_util_contains_newline();
    function flowIndentCheck(indent, fc, onError) {
      if (fc?.type === "flow-collection") {
        const end = fc.end[0];
        if (end.indent === indent && (end.source === "]" || end.source === "}") && utilContainsNewline.containsNewline(fc)) {
          const msg = "Flow end indicator should be more indented than parent";
          onError(end, "BAD_INDENT", msg, true);
        }
      }
    }
    exports.flowIndentCheck = flowIndentCheck;
  }
});

// node_modules/yaml/dist/compose/util-map-includes.js
var require_util_map_includes = __commonJS({
  "node_modules/yaml/dist/compose/util-map-includes.js"(exports) {
    "use strict";
    var identity = require_identity();
    function mapIncludes(ctx, items, search) {
      const { uniqueKeys } = ctx.options;
      if (uniqueKeys === false)
        return false;
      const isEqual = typeof uniqueKeys === "function" ? uniqueKeys : (a, b) => a === b || identity.isScalar(a) && identity.isScalar(b) && a.value === b.value;
      return items.some((pair) => isEqual(pair.key, search));
    }
    exports.mapIncludes = mapIncludes;
  }
});

// node_modules/yaml/dist/compose/resolve-block-map.js
var require_resolve_block_map = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-map.js"(exports) {
    "use strict";
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    var utilMapIncludes = require_util_map_includes();
    var startColMsg = "All mapping items must start at the same column";
    function resolveBlockMap({ composeNode, composeEmptyNode }, ctx, bm, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLMap.YAMLMap;
      const map = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      let offset = bm.offset;
      let commentEnd = null;
      for (const collItem of bm.items) {
        const { start, key, sep: sep2, value } = collItem;
        const keyProps = resolveProps.resolveProps(start, {
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: bm.indent,
          startOnNewline: true
        });
        const implicitKey = !keyProps.found;
        if (implicitKey) {
          if (key) {
            if (key.type === "block-seq")
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "A block sequence may not be used as an implicit map key");
            else if ("indent" in key && key.indent !== bm.indent)
              onError(offset, "BAD_INDENT", startColMsg);
          }
          if (!keyProps.anchor && !keyProps.tag && !sep2) {
            commentEnd = keyProps.end;
            if (keyProps.comment) {
              if (map.comment)
                map.comment += "\n" + keyProps.comment;
              else
                map.comment = keyProps.comment;
            }
            continue;
          }
          if (keyProps.newlineAfterProp || utilContainsNewline.containsNewline(key)) {
            onError(key ?? start[start.length - 1], "MULTILINE_IMPLICIT_KEY", "Implicit keys need to be on a single line");
          }
        } else if (keyProps.found?.indent !== bm.indent) {
          onError(offset, "BAD_INDENT", startColMsg);
        }
        ctx.atKey = true;
        const keyStart = keyProps.end;
        const keyNode = key ? composeNode(ctx, key, keyProps, onError) : composeEmptyNode(ctx, keyStart, start, null, keyProps, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bm.indent, key, onError);
        ctx.atKey = false;
        if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
          onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
        const valueProps = resolveProps.resolveProps(sep2 ?? [], {
          indicator: "map-value-ind",
          next: value,
          offset: keyNode.range[2],
          onError,
          parentIndent: bm.indent,
          startOnNewline: !key || key.type === "block-scalar"
        });
        offset = valueProps.end;
        if (valueProps.found) {
          if (implicitKey) {
            if (value?.type === "block-map" && !valueProps.hasNewline)
              onError(offset, "BLOCK_AS_IMPLICIT_KEY", "Nested mappings are not allowed in compact mappings");
            if (ctx.options.strict && keyProps.start < valueProps.found.offset - 1024)
              onError(keyNode.range, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit block mapping key");
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : composeEmptyNode(ctx, offset, sep2, null, valueProps, onError);
          if (ctx.schema.compat)
            utilFlowIndentCheck.flowIndentCheck(bm.indent, value, onError);
          offset = valueNode.range[2];
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        } else {
          if (implicitKey)
            onError(keyNode.range, "MISSING_CHAR", "Implicit map keys need to be followed by map values");
          if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          map.items.push(pair);
        }
      }
      if (commentEnd && commentEnd < offset)
        onError(commentEnd, "IMPOSSIBLE", "Map comment with trailing content");
      map.range = [bm.offset, offset, commentEnd ?? offset];
      return map;
    }
    exports.resolveBlockMap = resolveBlockMap;
  }
});

// node_modules/yaml/dist/compose/resolve-block-seq.js
var require_resolve_block_seq = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-seq.js"(exports) {
    "use strict";
    var YAMLSeq = require_YAMLSeq();
    var resolveProps = require_resolve_props();
    var utilFlowIndentCheck = require_util_flow_indent_check();
    function resolveBlockSeq({ composeNode, composeEmptyNode }, ctx, bs, onError, tag) {
      const NodeClass = tag?.nodeClass ?? YAMLSeq.YAMLSeq;
      const seq = new NodeClass(ctx.schema);
      if (ctx.atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = bs.offset;
      let commentEnd = null;
      for (const { start, value } of bs.items) {
        const props = resolveProps.resolveProps(start, {
          indicator: "seq-item-ind",
          next: value,
          offset,
          onError,
          parentIndent: bs.indent,
          startOnNewline: true
        });
        if (!props.found) {
          if (props.anchor || props.tag || value) {
            if (value?.type === "block-seq")
              onError(props.end, "BAD_INDENT", "All sequence items must start at the same column");
            else
              onError(offset, "MISSING_CHAR", "Sequence item without - indicator");
          } else {
            commentEnd = props.end;
            if (props.comment)
              seq.comment = props.comment;
            continue;
          }
        }
        const node = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, start, null, props, onError);
        if (ctx.schema.compat)
          utilFlowIndentCheck.flowIndentCheck(bs.indent, value, onError);
        offset = node.range[2];
        seq.items.push(node);
      }
      seq.range = [bs.offset, offset, commentEnd ?? offset];
      return seq;
    }
    exports.resolveBlockSeq = resolveBlockSeq;
  }
});

// node_modules/yaml/dist/compose/resolve-end.js
var require_resolve_end = __commonJS({
  "node_modules/yaml/dist/compose/resolve-end.js"(exports) {
    "use strict";
    function resolveEnd(end, offset, reqSpace, onError) {
      let comment = "";
      if (end) {
        let hasSpace = false;
        let sep2 = "";
        for (const token of end) {
          const { source, type } = token;
          switch (type) {
            case "space":
              hasSpace = true;
              break;
            case "comment": {
              if (reqSpace && !hasSpace)
                onError(token, "MISSING_CHAR", "Comments must be separated from other tokens by white space characters");
              const cb = source.substring(1) || " ";
              if (!comment)
                comment = cb;
              else
                comment += sep2 + cb;
              sep2 = "";
              break;
            }
            case "newline":
              if (comment)
                sep2 += source;
              hasSpace = true;
              break;
            default:
              onError(token, "UNEXPECTED_TOKEN", `Unexpected ${type} at node end`);
          }
          offset += source.length;
        }
      }
      return { comment, offset };
    }
    exports.resolveEnd = resolveEnd;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-collection.js
var require_resolve_flow_collection = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Pair = require_Pair();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    var utilContainsNewline = require_util_contains_newline();
    var utilMapIncludes = require_util_map_includes();
    var blockMsg = "Block collections are not allowed within flow collections";
    var isBlock = (token) => token && (token.type === "block-map" || token.type === "block-seq");
    function resolveFlowCollection({ composeNode, composeEmptyNode }, ctx, fc, onError, tag) {
      const isMap2 = fc.start.source === "{";
      const fcName = isMap2 ? "flow map" : "flow sequence";
      const NodeClass = tag?.nodeClass ?? (isMap2 ? YAMLMap.YAMLMap : YAMLSeq.YAMLSeq);
      const coll = new NodeClass(ctx.schema);
      coll.flow = true;
      const atRoot = ctx.atRoot;
      if (atRoot)
        ctx.atRoot = false;
      if (ctx.atKey)
        ctx.atKey = false;
      let offset = fc.offset + fc.start.source.length;
      for (let i = 0; i < fc.items.length; ++i) {
        const collItem = fc.items[i];
        const { start, key, sep: sep2, value } = collItem;
        const props = resolveProps.resolveProps(start, {
          flow: fcName,
          indicator: "explicit-key-ind",
          next: key ?? sep2?.[0],
          offset,
          onError,
          parentIndent: fc.indent,
          startOnNewline: false
        });
        if (!props.found) {
          if (!props.anchor && !props.tag && !sep2 && !value) {
            if (i === 0 && props.comma)
              onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
            else if (i < fc.items.length - 1)
              onError(props.start, "UNEXPECTED_TOKEN", `Unexpected empty item in ${fcName}`);
            if (props.comment) {
              if (coll.comment)
                coll.comment += "\n" + props.comment;
              else
                coll.comment = props.comment;
            }
            offset = props.end;
            continue;
          }
          if (!isMap2 && ctx.options.strict && utilContainsNewline.containsNewline(key))
            onError(
              key,
              // checked by containsNewline()
              "MULTILINE_IMPLICIT_KEY",
              "Implicit keys of flow sequence pairs need to be on a single line"
            );
        }
        if (i === 0) {
          if (props.comma)
            onError(props.comma, "UNEXPECTED_TOKEN", `Unexpected , in ${fcName}`);
        } else {
          if (!props.comma)
            onError(props.start, "MISSING_CHAR", `Missing , between ${fcName} items`);
          if (props.comment) {
            let prevItemComment = "";
            loop: for (const st of start) {
              switch (st.type) {
                case "comma":
                case "space":
                  break;
                case "comment":
                  prevItemComment = st.source.substring(1);
                  break loop;
                default:
                  break loop;
              }
            }
            if (prevItemComment) {
              let prev = coll.items[coll.items.length - 1];
              if (identity.isPair(prev))
                prev = prev.value ?? prev.key;
              if (prev.comment)
                prev.comment += "\n" + prevItemComment;
              else
                prev.comment = prevItemComment;
              props.comment = props.comment.substring(prevItemComment.length + 1);
            }
          }
        }
        if (!isMap2 && !sep2 && !props.found) {
          const valueNode = value ? composeNode(ctx, value, props, onError) : composeEmptyNode(ctx, props.end, sep2, null, props, onError);
          coll.items.push(valueNode);
          offset = valueNode.range[2];
          if (isBlock(value))
            onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
        } else {
          ctx.atKey = true;
          const keyStart = props.end;
          const keyNode = key ? composeNode(ctx, key, props, onError) : composeEmptyNode(ctx, keyStart, start, null, props, onError);
          if (isBlock(key))
            onError(keyNode.range, "BLOCK_IN_FLOW", blockMsg);
          ctx.atKey = false;
          const valueProps = resolveProps.resolveProps(sep2 ?? [], {
            flow: fcName,
            indicator: "map-value-ind",
            next: value,
            offset: keyNode.range[2],
            onError,
            parentIndent: fc.indent,
            startOnNewline: false
          });
          if (valueProps.found) {
            if (!isMap2 && !props.found && ctx.options.strict) {
              if (sep2)
                for (const st of sep2) {
                  if (st === valueProps.found)
                    break;
                  if (st.type === "newline") {
                    onError(st, "MULTILINE_IMPLICIT_KEY", "Implicit keys of flow sequence pairs need to be on a single line");
                    break;
                  }
                }
              if (props.start < valueProps.found.offset - 1024)
                onError(valueProps.found, "KEY_OVER_1024_CHARS", "The : indicator must be at most 1024 chars after the start of an implicit flow sequence key");
            }
          } else if (value) {
            if ("source" in value && value.source?.[0] === ":")
              onError(value, "MISSING_CHAR", `Missing space after : in ${fcName}`);
            else
              onError(valueProps.start, "MISSING_CHAR", `Missing , or : between ${fcName} items`);
          }
          const valueNode = value ? composeNode(ctx, value, valueProps, onError) : valueProps.found ? composeEmptyNode(ctx, valueProps.end, sep2, null, valueProps, onError) : null;
          if (valueNode) {
            if (isBlock(value))
              onError(valueNode.range, "BLOCK_IN_FLOW", blockMsg);
          } else if (valueProps.comment) {
            if (keyNode.comment)
              keyNode.comment += "\n" + valueProps.comment;
            else
              keyNode.comment = valueProps.comment;
          }
          const pair = new Pair.Pair(keyNode, valueNode);
          if (ctx.options.keepSourceTokens)
            pair.srcToken = collItem;
          if (isMap2) {
            const map = coll;
            if (utilMapIncludes.mapIncludes(ctx, map.items, keyNode))
              onError(keyStart, "DUPLICATE_KEY", "Map keys must be unique");
            map.items.push(pair);
          } else {
            const map = new YAMLMap.YAMLMap(ctx.schema);
            map.flow = true;
            map.items.push(pair);
            const endRange = (valueNode ?? keyNode).range;
            map.range = [keyNode.range[0], endRange[1], endRange[2]];
            coll.items.push(map);
          }
          offset = valueNode ? valueNode.range[2] : valueProps.end;
        }
      }
      const expectedEnd = isMap2 ? "}" : "]";
      const [ce, ...ee] = fc.end;
      let cePos = offset;
      if (ce?.source === expectedEnd)
        cePos = ce.offset + ce.source.length;
      else {
        const name = fcName[0].toUpperCase() + fcName.substring(1);
        const msg = atRoot ? `${name} must end with a ${expectedEnd}` : `${name} in block collection must be sufficiently indented and end with a ${expectedEnd}`;
        onError(offset, atRoot ? "MISSING_CHAR" : "BAD_INDENT", msg);
        if (ce && ce.source.length !== 1)
          ee.unshift(ce);
      }
      if (ee.length > 0) {
        const end = resolveEnd.resolveEnd(ee, cePos, ctx.options.strict, onError);
        if (end.comment) {
          if (coll.comment)
            coll.comment += "\n" + end.comment;
          else
            coll.comment = end.comment;
        }
        coll.range = [fc.offset, cePos, end.offset];
      } else {
        coll.range = [fc.offset, cePos, cePos];
      }
      return coll;
    }
    exports.resolveFlowCollection = resolveFlowCollection;
  }
});

// node_modules/yaml/dist/compose/compose-collection.js
var require_compose_collection = __commonJS({
  "node_modules/yaml/dist/compose/compose-collection.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var resolveBlockMap = require_resolve_block_map();
    var resolveBlockSeq = require_resolve_block_seq();
    var resolveFlowCollection = require_resolve_flow_collection();
    function resolveCollection(CN, ctx, token, onError, tagName, tag) {
      const coll = token.type === "block-map" ? resolveBlockMap.resolveBlockMap(CN, ctx, token, onError, tag) : token.type === "block-seq" ? resolveBlockSeq.resolveBlockSeq(CN, ctx, token, onError, tag) : resolveFlowCollection.resolveFlowCollection(CN, ctx, token, onError, tag);
      const Coll = coll.constructor;
      if (tagName === "!" || tagName === Coll.tagName) {
        coll.tag = Coll.tagName;
        return coll;
      }
      if (tagName)
        coll.tag = tagName;
      return coll;
    }
    function composeCollection(CN, ctx, token, props, onError) {
      const tagToken = props.tag;
      const tagName = !tagToken ? null : ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg));
      if (token.type === "block-seq") {
        const { anchor, newlineAfterProp: nl } = props;
        const lastProp = anchor && tagToken ? anchor.offset > tagToken.offset ? anchor : tagToken : anchor ?? tagToken;
        if (lastProp && (!nl || nl.offset < lastProp.offset)) {
          const message2 = "Missing newline after block sequence props";
          onError(lastProp, "MISSING_CHAR", message2);
        }
      }
      const expType = token.type === "block-map" ? "map" : token.type === "block-seq" ? "seq" : token.start.source === "{" ? "map" : "seq";
      if (!tagToken || !tagName || tagName === "!" || tagName === YAMLMap.YAMLMap.tagName && expType === "map" || tagName === YAMLSeq.YAMLSeq.tagName && expType === "seq") {
        return resolveCollection(CN, ctx, token, onError, tagName);
      }
      let tag = ctx.schema.tags.find((t) => t.tag === tagName && t.collection === expType);
      if (!tag) {
        const kt = ctx.schema.knownTags[tagName];
        if (kt?.collection === expType) {
          ctx.schema.tags.push(Object.assign({}, kt, { default: false }));
          tag = kt;
        } else {
          if (kt) {
            onError(tagToken, "BAD_COLLECTION_TYPE", `${kt.tag} used for ${expType} collection, but expects ${kt.collection ?? "scalar"}`, true);
          } else {
            onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, true);
          }
          return resolveCollection(CN, ctx, token, onError, tagName);
        }
      }
      const coll = resolveCollection(CN, ctx, token, onError, tagName, tag);
      const res = tag.resolve?.(coll, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg), ctx.options) ?? coll;
      const node = identity.isNode(res) ? res : new Scalar.Scalar(res);
      node.range = coll.range;
      node.tag = tagName;
      if (tag?.format)
        node.format = tag.format;
      return node;
    }
    exports.composeCollection = composeCollection;
  }
});

// node_modules/yaml/dist/compose/resolve-block-scalar.js
var require_resolve_block_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-block-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    function resolveBlockScalar(ctx, scalar, onError) {
      const start = scalar.offset;
      const header = parseBlockScalarHeader(scalar, ctx.options.strict, onError);
      if (!header)
        return { value: "", type: null, comment: "", range: [start, start, start] };
      const type = header.mode === ">" ? Scalar.Scalar.BLOCK_FOLDED : Scalar.Scalar.BLOCK_LITERAL;
      const lines2 = scalar.source ? splitLines(scalar.source) : [];
      let chompStart = lines2.length;
      for (let i = lines2.length - 1; i >= 0; --i) {
        const content = lines2[i][1];
        if (content === "" || content === "\r")
          chompStart = i;
        else
          break;
      }
      if (chompStart === 0) {
        const value2 = header.chomp === "+" && lines2.length > 0 ? "\n".repeat(Math.max(1, lines2.length - 1)) : "";
        let end2 = start + header.length;
        if (scalar.source)
          end2 += scalar.source.length;
        return { value: value2, type, comment: header.comment, range: [start, end2, end2] };
      }
      let trimIndent = scalar.indent + header.indent;
      let offset = scalar.offset + header.length;
      let contentStart = 0;
      for (let i = 0; i < chompStart; ++i) {
        const [indent, content] = lines2[i];
        if (content === "" || content === "\r") {
          if (header.indent === 0 && indent.length > trimIndent)
            trimIndent = indent.length;
        } else {
          if (indent.length < trimIndent) {
            const message2 = "Block scalars with more-indented leading empty lines must use an explicit indentation indicator";
            onError(offset + indent.length, "MISSING_CHAR", message2);
          }
          if (header.indent === 0)
            trimIndent = indent.length;
          contentStart = i;
          if (trimIndent === 0 && !ctx.atRoot) {
            const message2 = "Block scalar values in collections must be indented";
            onError(offset, "BAD_INDENT", message2);
          }
          break;
        }
        offset += indent.length + content.length + 1;
      }
      for (let i = lines2.length - 1; i >= chompStart; --i) {
        if (lines2[i][0].length > trimIndent)
          chompStart = i + 1;
      }
      let value = "";
      let sep2 = "";
      let prevMoreIndented = false;
      for (let i = 0; i < contentStart; ++i)
        value += lines2[i][0].slice(trimIndent) + "\n";
      for (let i = contentStart; i < chompStart; ++i) {
        let [indent, content] = lines2[i];
        offset += indent.length + content.length + 1;
        const crlf = content[content.length - 1] === "\r";
        if (crlf)
          content = content.slice(0, -1);
        if (content && indent.length < trimIndent) {
          const src = header.indent ? "explicit indentation indicator" : "first line";
          const message2 = `Block scalar lines must not be less indented than their ${src}`;
          onError(offset - content.length - (crlf ? 2 : 1), "BAD_INDENT", message2);
          indent = "";
        }
        if (type === Scalar.Scalar.BLOCK_LITERAL) {
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
        } else if (indent.length > trimIndent || content[0] === "	") {
          if (sep2 === " ")
            sep2 = "\n";
          else if (!prevMoreIndented && sep2 === "\n")
            sep2 = "\n\n";
          value += sep2 + indent.slice(trimIndent) + content;
          sep2 = "\n";
          prevMoreIndented = true;
        } else if (content === "") {
          if (sep2 === "\n")
            value += "\n";
          else
            sep2 = "\n";
        } else {
          value += sep2 + content;
          sep2 = " ";
          prevMoreIndented = false;
        }
      }
      switch (header.chomp) {
        case "-":
          break;
        case "+":
          for (let i = chompStart; i < lines2.length; ++i)
            value += "\n" + lines2[i][0].slice(trimIndent);
          if (value[value.length - 1] !== "\n")
            value += "\n";
          break;
        default:
          value += "\n";
      }
      const end = start + header.length + scalar.source.length;
      return { value, type, comment: header.comment, range: [start, end, end] };
    }
    function parseBlockScalarHeader({ offset, props }, strict, onError) {
      if (props[0].type !== "block-scalar-header") {
        onError(props[0], "IMPOSSIBLE", "Block scalar header not found");
        return null;
      }
      const { source } = props[0];
      const mode = source[0];
      let indent = 0;
      let chomp = "";
      let error = -1;
      for (let i = 1; i < source.length; ++i) {
        const ch = source[i];
        if (!chomp && (ch === "-" || ch === "+"))
          chomp = ch;
        else {
          const n = Number(ch);
          if (!indent && n)
            indent = n;
          else if (error === -1)
            error = offset + i;
        }
      }
      if (error !== -1)
        onError(error, "UNEXPECTED_TOKEN", `Block scalar header includes extra characters: ${source}`);
      let hasSpace = false;
      let comment = "";
      let length = source.length;
      for (let i = 1; i < props.length; ++i) {
        const token = props[i];
        switch (token.type) {
          case "space":
            hasSpace = true;
          // fallthrough
          case "newline":
            length += token.source.length;
            break;
          case "comment":
            if (strict && !hasSpace) {
              const message2 = "Comments must be separated from other tokens by white space characters";
              onError(token, "MISSING_CHAR", message2);
            }
            length += token.source.length;
            comment = token.source.substring(1);
            break;
          case "error":
            onError(token, "UNEXPECTED_TOKEN", token.message);
            length += token.source.length;
            break;
          /* istanbul ignore next should not happen */
          default: {
            const message2 = `Unexpected token in block scalar header: ${token.type}`;
            onError(token, "UNEXPECTED_TOKEN", message2);
            const ts = token.source;
            if (ts && typeof ts === "string")
              length += ts.length;
          }
        }
      }
      return { mode, indent, chomp, comment, length };
    }
    function splitLines(source) {
      const split = source.split(/\n( *)/);
      const first = split[0];
      const m = first.match(/^( *)/);
      const line0 = m?.[1] ? [m[1], first.slice(m[1].length)] : ["", first];
      const lines2 = [line0];
      for (let i = 1; i < split.length; i += 2)
        lines2.push([split[i], split[i + 1]]);
      return lines2;
    }
    exports.resolveBlockScalar = resolveBlockScalar;
  }
});

// node_modules/yaml/dist/compose/resolve-flow-scalar.js
var require_resolve_flow_scalar = __commonJS({
  "node_modules/yaml/dist/compose/resolve-flow-scalar.js"(exports) {
    "use strict";
    var Scalar = require_Scalar();
    var resolveEnd = require_resolve_end();
    function resolveFlowScalar(scalar, strict, onError) {
      const { offset, type, source, end } = scalar;
      let _type;
      let value;
      const _onError = (rel, code, msg) => onError(offset + rel, code, msg);
      switch (type) {
        case "scalar":
          _type = Scalar.Scalar.PLAIN;
          value = plainValue(source, _onError);
          break;
        case "single-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_SINGLE;
          value = singleQuotedValue(source, _onError);
          break;
        case "double-quoted-scalar":
          _type = Scalar.Scalar.QUOTE_DOUBLE;
          value = doubleQuotedValue(source, _onError);
          break;
        /* istanbul ignore next should not happen */
        default:
          onError(scalar, "UNEXPECTED_TOKEN", `Expected a flow scalar value, but found: ${type}`);
          return {
            value: "",
            type: null,
            comment: "",
            range: [offset, offset + source.length, offset + source.length]
          };
      }
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, strict, onError);
      return {
        value,
        type: _type,
        comment: re.comment,
        range: [offset, valueEnd, re.offset]
      };
    }
    function plainValue(source, onError) {
      let badChar = "";
      switch (source[0]) {
        /* istanbul ignore next should not happen */
        case "	":
          badChar = "a tab character";
          break;
        case ",":
          badChar = "flow indicator character ,";
          break;
        case "%":
          badChar = "directive indicator character %";
          break;
        case "|":
        case ">": {
          badChar = `block scalar indicator ${source[0]}`;
          break;
        }
        case "@":
        case "`": {
          badChar = `reserved character ${source[0]}`;
          break;
        }
      }
      if (badChar)
        onError(0, "BAD_SCALAR_START", `Plain value cannot start with ${badChar}`);
      return unfoldLines(source);
    }
    function singleQuotedValue(source, onError) {
      if (source[source.length - 1] !== "'" || source.length === 1)
        onError(source.length, "MISSING_CHAR", "Missing closing 'quote");
      return unfoldLines(source.slice(1, -1)).replace(/''/g, "'");
    }
    function unfoldLines(source) {
      const line = /(.*?)\r?\n/sy;
      let match = line.exec(source);
      if (!match)
        return source;
      let trimEnd, trimBoth;
      try {
        trimEnd = new RegExp("(?<![ 	])[ 	]+$");
        trimBoth = new RegExp("^[ 	]+|(?<![ 	])[ 	]+$", "g");
      } catch {
        trimEnd = /[ \t]+$/;
        trimBoth = /^[ \t]+|[ \t]+$/g;
      }
      let res = match[1].replace(trimEnd, "");
      let sep2 = " ";
      let pos = line.lastIndex;
      while (match = line.exec(source)) {
        const lm = match[1].replace(trimBoth, "");
        if (lm === "") {
          if (sep2 === "\n")
            res += sep2;
          else
            sep2 = "\n";
        } else {
          res += sep2 + lm;
          sep2 = " ";
        }
        pos = line.lastIndex;
      }
      const last = /[ \t]*(.*)/sy;
      last.lastIndex = pos;
      match = last.exec(source);
      return res + sep2 + (match?.[1] ?? "");
    }
    function doubleQuotedValue(source, onError) {
      let res = "";
      for (let i = 1; i < source.length - 1; ++i) {
        const ch = source[i];
        if (ch === "\r" && source[i + 1] === "\n")
          continue;
        if (ch === "\n") {
          const { fold, offset } = foldNewline(source, i);
          res += fold;
          i = offset;
        } else if (ch === "\\") {
          let next = source[++i];
          const cc = escapeCodes[next];
          if (cc)
            res += cc;
          else if (next === "\n") {
            next = source[i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "\r" && source[i + 1] === "\n") {
            next = source[++i + 1];
            while (next === " " || next === "	")
              next = source[++i + 1];
          } else if (next === "x" || next === "u" || next === "U") {
            const length = next === "x" ? 2 : next === "u" ? 4 : 8;
            res += parseCharCode(source, i + 1, length, onError);
            i += length;
          } else {
            const raw = source.substr(i - 1, 2);
            onError(i - 1, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
            res += raw;
          }
        } else if (ch === " " || ch === "	") {
          const wsStart = i;
          let next = source[i + 1];
          while (next === " " || next === "	")
            next = source[++i + 1];
          if (next !== "\n" && !(next === "\r" && source[i + 2] === "\n"))
            res += i > wsStart ? source.slice(wsStart, i + 1) : ch;
        } else {
          res += ch;
        }
      }
      if (source[source.length - 1] !== '"' || source.length === 1)
        onError(source.length, "MISSING_CHAR", 'Missing closing "quote');
      return res;
    }
    function foldNewline(source, offset) {
      let fold = "";
      let ch = source[offset + 1];
      while (ch === " " || ch === "	" || ch === "\n" || ch === "\r") {
        if (ch === "\r" && source[offset + 2] !== "\n")
          break;
        if (ch === "\n")
          fold += "\n";
        offset += 1;
        ch = source[offset + 1];
      }
      if (!fold)
        fold = " ";
      return { fold, offset };
    }
    var escapeCodes = {
      "0": "\0",
      // null character
      a: "\x07",
      // bell character
      b: "\b",
      // backspace
      e: "\x1B",
      // escape character
      f: "\f",
      // form feed
      n: "\n",
      // line feed
      r: "\r",
      // carriage return
      t: "	",
      // horizontal tab
      v: "\v",
      // vertical tab
      N: "\x85",
      // Unicode next line
      _: "\xA0",
      // Unicode non-breaking space
      L: "\u2028",
      // Unicode line separator
      P: "\u2029",
      // Unicode paragraph separator
      " ": " ",
      '"': '"',
      "/": "/",
      "\\": "\\",
      "	": "	"
    };
    function parseCharCode(source, offset, length, onError) {
      const cc = source.substr(offset, length);
      const ok = cc.length === length && /^[0-9a-fA-F]+$/.test(cc);
      const code = ok ? parseInt(cc, 16) : NaN;
      try {
        return String.fromCodePoint(code);
      } catch {
        const raw = source.substr(offset - 2, length + 2);
        onError(offset - 2, "BAD_DQ_ESCAPE", `Invalid escape sequence ${raw}`);
        return raw;
      }
    }
    exports.resolveFlowScalar = resolveFlowScalar;
  }
});

// node_modules/yaml/dist/compose/compose-scalar.js
var require_compose_scalar = __commonJS({
  "node_modules/yaml/dist/compose/compose-scalar.js"(exports) {
    "use strict";
    var identity = require_identity();
    var Scalar = require_Scalar();
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    function composeScalar(ctx, token, tagToken, onError) {
      const { value, type, comment, range } = token.type === "block-scalar" ? resolveBlockScalar.resolveBlockScalar(ctx, token, onError) : resolveFlowScalar.resolveFlowScalar(token, ctx.options.strict, onError);
      const tagName = tagToken ? ctx.directives.tagName(tagToken.source, (msg) => onError(tagToken, "TAG_RESOLVE_FAILED", msg)) : null;
      let tag;
      if (ctx.options.stringKeys && ctx.atKey) {
        tag = ctx.schema[identity.SCALAR];
      } else if (tagName)
        tag = findScalarTagByName(ctx.schema, value, tagName, tagToken, onError);
      else if (token.type === "scalar")
        tag = findScalarTagByTest(ctx, value, token, onError);
      else
        tag = ctx.schema[identity.SCALAR];
      let scalar;
      try {
        const res = tag.resolve(value, (msg) => onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg), ctx.options);
        scalar = identity.isScalar(res) ? res : new Scalar.Scalar(res);
      } catch (error) {
        const msg = error instanceof Error ? error.message : String(error);
        onError(tagToken ?? token, "TAG_RESOLVE_FAILED", msg);
        scalar = new Scalar.Scalar(value);
      }
      scalar.range = range;
      scalar.source = value;
      if (type)
        scalar.type = type;
      if (tagName)
        scalar.tag = tagName;
      if (tag.format)
        scalar.format = tag.format;
      if (comment)
        scalar.comment = comment;
      return scalar;
    }
    function findScalarTagByName(schema, value, tagName, tagToken, onError) {
      if (tagName === "!")
        return schema[identity.SCALAR];
      const matchWithTest = [];
      for (const tag of schema.tags) {
        if (!tag.collection && tag.tag === tagName) {
          if (tag.default && tag.test)
            matchWithTest.push(tag);
          else
            return tag;
        }
      }
      for (const tag of matchWithTest)
        if (tag.test?.test(value))
          return tag;
      const kt = schema.knownTags[tagName];
      if (kt && !kt.collection) {
        schema.tags.push(Object.assign({}, kt, { default: false, test: void 0 }));
        return kt;
      }
      onError(tagToken, "TAG_RESOLVE_FAILED", `Unresolved tag: ${tagName}`, tagName !== "tag:yaml.org,2002:str");
      return schema[identity.SCALAR];
    }
    function findScalarTagByTest({ atKey, directives, schema }, value, token, onError) {
      const tag = schema.tags.find((tag2) => (tag2.default === true || atKey && tag2.default === "key") && tag2.test?.test(value)) || schema[identity.SCALAR];
      if (schema.compat) {
        const compat = schema.compat.find((tag2) => tag2.default && tag2.test?.test(value)) ?? schema[identity.SCALAR];
        if (tag.tag !== compat.tag) {
          const ts = directives.tagString(tag.tag);
          const cs = directives.tagString(compat.tag);
          const msg = `Value may be parsed as either ${ts} or ${cs}`;
          onError(token, "TAG_RESOLVE_FAILED", msg, true);
        }
      }
      return tag;
    }
    exports.composeScalar = composeScalar;
  }
});

// node_modules/yaml/dist/compose/util-empty-scalar-position.js
var require_util_empty_scalar_position = __commonJS({
  "node_modules/yaml/dist/compose/util-empty-scalar-position.js"(exports) {
    "use strict";
    function emptyScalarPosition(offset, before, pos) {
      if (before) {
        pos ?? (pos = before.length);
        for (let i = pos - 1; i >= 0; --i) {
          let st = before[i];
          switch (st.type) {
            case "space":
            case "comment":
            case "newline":
              offset -= st.source.length;
              continue;
          }
          st = before[++i];
          while (st?.type === "space") {
            offset += st.source.length;
            st = before[++i];
          }
          break;
        }
      }
      return offset;
    }
    exports.emptyScalarPosition = emptyScalarPosition;
  }
});

// node_modules/yaml/dist/compose/compose-node.js
var require_compose_node = __commonJS({
  "node_modules/yaml/dist/compose/compose-node.js"(exports) {
    "use strict";
    var Alias = require_Alias();
    var identity = require_identity();
    var composeCollection = require_compose_collection();
    var composeScalar = require_compose_scalar();
    var resolveEnd = require_resolve_end();
    var utilEmptyScalarPosition = require_util_empty_scalar_position();
    var CN = { composeNode, composeEmptyNode };
    function composeNode(ctx, token, props, onError) {
      const atKey = ctx.atKey;
      const { spaceBefore, comment, anchor, tag } = props;
      let node;
      let isSrcToken = true;
      switch (token.type) {
        case "alias":
          node = composeAlias(ctx, token, onError);
          if (anchor || tag)
            onError(token, "ALIAS_PROPS", "An alias node must not specify any properties");
          break;
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "block-scalar":
          node = composeScalar.composeScalar(ctx, token, tag, onError);
          if (anchor)
            node.anchor = anchor.source.substring(1);
          break;
        case "block-map":
        case "block-seq":
        case "flow-collection":
          try {
            node = composeCollection.composeCollection(CN, ctx, token, props, onError);
            if (anchor)
              node.anchor = anchor.source.substring(1);
          } catch (error) {
            const message2 = error instanceof Error ? error.message : String(error);
            onError(token, "RESOURCE_EXHAUSTION", message2);
          }
          break;
        default: {
          const message2 = token.type === "error" ? token.message : `Unsupported token (type: ${token.type})`;
          onError(token, "UNEXPECTED_TOKEN", message2);
          isSrcToken = false;
        }
      }
      node ?? (node = composeEmptyNode(ctx, token.offset, void 0, null, props, onError));
      if (anchor && node.anchor === "")
        onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      if (atKey && ctx.options.stringKeys && (!identity.isScalar(node) || typeof node.value !== "string" || node.tag && node.tag !== "tag:yaml.org,2002:str")) {
        const msg = "With stringKeys, all keys must be strings";
        onError(tag ?? token, "NON_STRING_KEY", msg);
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        if (token.type === "scalar" && token.source === "")
          node.comment = comment;
        else
          node.commentBefore = comment;
      }
      if (ctx.options.keepSourceTokens && isSrcToken)
        node.srcToken = token;
      return node;
    }
    function composeEmptyNode(ctx, offset, before, pos, { spaceBefore, comment, anchor, tag, end }, onError) {
      const token = {
        type: "scalar",
        offset: utilEmptyScalarPosition.emptyScalarPosition(offset, before, pos),
        indent: -1,
        source: ""
      };
      const node = composeScalar.composeScalar(ctx, token, tag, onError);
      if (anchor) {
        node.anchor = anchor.source.substring(1);
        if (node.anchor === "")
          onError(anchor, "BAD_ALIAS", "Anchor cannot be an empty string");
      }
      if (spaceBefore)
        node.spaceBefore = true;
      if (comment) {
        node.comment = comment;
        node.range[2] = end;
      }
      return node;
    }
    function composeAlias({ options }, { offset, source, end }, onError) {
      const alias = new Alias.Alias(source.substring(1));
      if (alias.source === "")
        onError(offset, "BAD_ALIAS", "Alias cannot be an empty string");
      if (alias.source.endsWith(":"))
        onError(offset + source.length - 1, "BAD_ALIAS", "Alias ending in : is ambiguous", true);
      const valueEnd = offset + source.length;
      const re = resolveEnd.resolveEnd(end, valueEnd, options.strict, onError);
      alias.range = [offset, valueEnd, re.offset];
      if (re.comment)
        alias.comment = re.comment;
      return alias;
    }
    exports.composeEmptyNode = composeEmptyNode;
    exports.composeNode = composeNode;
  }
});

// node_modules/yaml/dist/compose/compose-doc.js
var require_compose_doc = __commonJS({
  "node_modules/yaml/dist/compose/compose-doc.js"(exports) {
    "use strict";
    var Document = require_Document();
    var composeNode = require_compose_node();
    var resolveEnd = require_resolve_end();
    var resolveProps = require_resolve_props();
    function composeDoc(options, directives, { offset, start, value, end }, onError) {
      const opts = Object.assign({ _directives: directives }, options);
      const doc = new Document.Document(void 0, opts);
      const ctx = {
        atKey: false,
        atRoot: true,
        directives: doc.directives,
        options: doc.options,
        schema: doc.schema
      };
      const props = resolveProps.resolveProps(start, {
        indicator: "doc-start",
        next: value ?? end?.[0],
        offset,
        onError,
        parentIndent: 0,
        startOnNewline: true
      });
      if (props.found) {
        doc.directives.docStart = true;
        if (value && (value.type === "block-map" || value.type === "block-seq") && !props.hasNewline)
          onError(props.end, "MISSING_CHAR", "Block collection cannot start on same line with directives-end marker");
      }
      doc.contents = value ? composeNode.composeNode(ctx, value, props, onError) : composeNode.composeEmptyNode(ctx, props.end, start, null, props, onError);
      const contentEnd = doc.contents.range[2];
      const re = resolveEnd.resolveEnd(end, contentEnd, false, onError);
      if (re.comment)
        doc.comment = re.comment;
      doc.range = [offset, contentEnd, re.offset];
      return doc;
    }
    exports.composeDoc = composeDoc;
  }
});

// node_modules/yaml/dist/compose/composer.js
var require_composer = __commonJS({
  "node_modules/yaml/dist/compose/composer.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var directives = require_directives();
    var Document = require_Document();
    var errors = require_errors();
    var identity = require_identity();
    var composeDoc = require_compose_doc();
    var resolveEnd = require_resolve_end();
    function getErrorPos(src) {
      if (typeof src === "number")
        return [src, src + 1];
      if (Array.isArray(src))
        return src.length === 2 ? src : [src[0], src[1]];
      const { offset, source } = src;
      return [offset, offset + (typeof source === "string" ? source.length : 1)];
    }
    function parsePrelude(prelude) {
      let comment = "";
      let atComment = false;
      let afterEmptyLine = false;
      for (let i = 0; i < prelude.length; ++i) {
        const source = prelude[i];
        switch (source[0]) {
          case "#":
            comment += (comment === "" ? "" : afterEmptyLine ? "\n\n" : "\n") + (source.substring(1) || " ");
            atComment = true;
            afterEmptyLine = false;
            break;
          case "%":
            if (prelude[i + 1]?.[0] !== "#")
              i += 1;
            atComment = false;
            break;
          default:
            if (!atComment)
              afterEmptyLine = true;
            atComment = false;
        }
      }
      return { comment, afterEmptyLine };
    }
    var Composer = class {
      constructor(options = {}) {
        this.doc = null;
        this.atDirectives = false;
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
        this.onError = (source, code, message2, warning) => {
          const pos = getErrorPos(source);
          if (warning)
            this.warnings.push(new errors.YAMLWarning(pos, code, message2));
          else
            this.errors.push(new errors.YAMLParseError(pos, code, message2));
        };
        this.directives = new directives.Directives({ version: options.version || "1.2" });
        this.options = options;
      }
      decorate(doc, afterDoc) {
        const { comment, afterEmptyLine } = parsePrelude(this.prelude);
        if (comment) {
          const dc = doc.contents;
          if (afterDoc) {
            doc.comment = doc.comment ? `${doc.comment}
${comment}` : comment;
          } else if (afterEmptyLine || doc.directives.docStart || !dc) {
            doc.commentBefore = comment;
          } else if (identity.isCollection(dc) && !dc.flow && dc.items.length > 0) {
            let it = dc.items[0];
            if (identity.isPair(it))
              it = it.key;
            const cb = it.commentBefore;
            it.commentBefore = cb ? `${comment}
${cb}` : comment;
          } else {
            const cb = dc.commentBefore;
            dc.commentBefore = cb ? `${comment}
${cb}` : comment;
          }
        }
        if (afterDoc) {
          for (let i = 0; i < this.errors.length; ++i)
            doc.errors.push(this.errors[i]);
          for (let i = 0; i < this.warnings.length; ++i)
            doc.warnings.push(this.warnings[i]);
        } else {
          doc.errors = this.errors;
          doc.warnings = this.warnings;
        }
        this.prelude = [];
        this.errors = [];
        this.warnings = [];
      }
      /**
       * Current stream status information.
       *
       * Mostly useful at the end of input for an empty stream.
       */
      streamInfo() {
        return {
          comment: parsePrelude(this.prelude).comment,
          directives: this.directives,
          errors: this.errors,
          warnings: this.warnings
        };
      }
      /**
       * Compose tokens into documents.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *compose(tokens, forceDoc = false, endOffset = -1) {
        for (const token of tokens)
          yield* this.next(token);
        yield* this.end(forceDoc, endOffset);
      }
      /** Advance the composer by one CST token. */
      *next(token) {
        if (node_process.env.LOG_STREAM)
          console.dir(token, { depth: null });
        switch (token.type) {
          case "directive":
            this.directives.add(token.source, (offset, message2, warning) => {
              const pos = getErrorPos(token);
              pos[0] += offset;
              this.onError(pos, "BAD_DIRECTIVE", message2, warning);
            });
            this.prelude.push(token.source);
            this.atDirectives = true;
            break;
          case "document": {
            const doc = composeDoc.composeDoc(this.options, this.directives, token, this.onError);
            if (this.atDirectives && !doc.directives.docStart)
              this.onError(token, "MISSING_CHAR", "Missing directives-end/doc-start indicator line");
            this.decorate(doc, false);
            if (this.doc)
              yield this.doc;
            this.doc = doc;
            this.atDirectives = false;
            break;
          }
          case "byte-order-mark":
          case "space":
            break;
          case "comment":
          case "newline":
            this.prelude.push(token.source);
            break;
          case "error": {
            const msg = token.source ? `${token.message}: ${JSON.stringify(token.source)}` : token.message;
            const error = new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg);
            if (this.atDirectives || !this.doc)
              this.errors.push(error);
            else
              this.doc.errors.push(error);
            break;
          }
          case "doc-end": {
            if (!this.doc) {
              const msg = "Unexpected doc-end without preceding document";
              this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", msg));
              break;
            }
            this.doc.directives.docEnd = true;
            const end = resolveEnd.resolveEnd(token.end, token.offset + token.source.length, this.doc.options.strict, this.onError);
            this.decorate(this.doc, true);
            if (end.comment) {
              const dc = this.doc.comment;
              this.doc.comment = dc ? `${dc}
${end.comment}` : end.comment;
            }
            this.doc.range[2] = end.offset;
            break;
          }
          default:
            this.errors.push(new errors.YAMLParseError(getErrorPos(token), "UNEXPECTED_TOKEN", `Unsupported token ${token.type}`));
        }
      }
      /**
       * Call at end of input to yield any remaining document.
       *
       * @param forceDoc - If the stream contains no document, still emit a final document including any comments and directives that would be applied to a subsequent document.
       * @param endOffset - Should be set if `forceDoc` is also set, to set the document range end and to indicate errors correctly.
       */
      *end(forceDoc = false, endOffset = -1) {
        if (this.doc) {
          this.decorate(this.doc, true);
          yield this.doc;
          this.doc = null;
        } else if (forceDoc) {
          const opts = Object.assign({ _directives: this.directives }, this.options);
          const doc = new Document.Document(void 0, opts);
          if (this.atDirectives)
            this.onError(endOffset, "MISSING_CHAR", "Missing directives-end indicator line");
          doc.range = [0, endOffset, endOffset];
          this.decorate(doc, false);
          yield doc;
        }
      }
    };
    exports.Composer = Composer;
  }
});

// node_modules/yaml/dist/parse/cst-scalar.js
var require_cst_scalar = __commonJS({
  "node_modules/yaml/dist/parse/cst-scalar.js"(exports) {
    "use strict";
    var resolveBlockScalar = require_resolve_block_scalar();
    var resolveFlowScalar = require_resolve_flow_scalar();
    var errors = require_errors();
    var stringifyString = require_stringifyString();
    function resolveAsScalar(token, strict = true, onError) {
      if (token) {
        const _onError = (pos, code, message2) => {
          const offset = typeof pos === "number" ? pos : Array.isArray(pos) ? pos[0] : pos.offset;
          if (onError)
            onError(offset, code, message2);
          else
            throw new errors.YAMLParseError([offset, offset + 1], code, message2);
        };
        switch (token.type) {
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return resolveFlowScalar.resolveFlowScalar(token, strict, _onError);
          case "block-scalar":
            return resolveBlockScalar.resolveBlockScalar({ options: { strict } }, token, _onError);
        }
      }
      return null;
    }
    function createScalarToken(value, context) {
      const { implicitKey = false, indent, inFlow = false, offset = -1, type = "PLAIN" } = context;
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey,
        indent: indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      const end = context.end ?? [
        { type: "newline", offset: -1, indent, source: "\n" }
      ];
      switch (source[0]) {
        case "|":
        case ">": {
          const he = source.indexOf("\n");
          const head = source.substring(0, he);
          const body = source.substring(he + 1) + "\n";
          const props = [
            { type: "block-scalar-header", offset, indent, source: head }
          ];
          if (!addEndtoBlockProps(props, end))
            props.push({ type: "newline", offset: -1, indent, source: "\n" });
          return { type: "block-scalar", offset, indent, props, source: body };
        }
        case '"':
          return { type: "double-quoted-scalar", offset, indent, source, end };
        case "'":
          return { type: "single-quoted-scalar", offset, indent, source, end };
        default:
          return { type: "scalar", offset, indent, source, end };
      }
    }
    function setScalarValue(token, value, context = {}) {
      let { afterKey = false, implicitKey = false, inFlow = false, type } = context;
      let indent = "indent" in token ? token.indent : null;
      if (afterKey && typeof indent === "number")
        indent += 2;
      if (!type)
        switch (token.type) {
          case "single-quoted-scalar":
            type = "QUOTE_SINGLE";
            break;
          case "double-quoted-scalar":
            type = "QUOTE_DOUBLE";
            break;
          case "block-scalar": {
            const header = token.props[0];
            if (header.type !== "block-scalar-header")
              throw new Error("Invalid block scalar header");
            type = header.source[0] === ">" ? "BLOCK_FOLDED" : "BLOCK_LITERAL";
            break;
          }
          default:
            type = "PLAIN";
        }
      const source = stringifyString.stringifyString({ type, value }, {
        implicitKey: implicitKey || indent === null,
        indent: indent !== null && indent > 0 ? " ".repeat(indent) : "",
        inFlow,
        options: { blockQuote: true, lineWidth: -1 }
      });
      switch (source[0]) {
        case "|":
        case ">":
          setBlockScalarValue(token, source);
          break;
        case '"':
          setFlowScalarValue(token, source, "double-quoted-scalar");
          break;
        case "'":
          setFlowScalarValue(token, source, "single-quoted-scalar");
          break;
        default:
          setFlowScalarValue(token, source, "scalar");
      }
    }
    function setBlockScalarValue(token, source) {
      const he = source.indexOf("\n");
      const head = source.substring(0, he);
      const body = source.substring(he + 1) + "\n";
      if (token.type === "block-scalar") {
        const header = token.props[0];
        if (header.type !== "block-scalar-header")
          throw new Error("Invalid block scalar header");
        header.source = head;
        token.source = body;
      } else {
        const { offset } = token;
        const indent = "indent" in token ? token.indent : -1;
        const props = [
          { type: "block-scalar-header", offset, indent, source: head }
        ];
        if (!addEndtoBlockProps(props, "end" in token ? token.end : void 0))
          props.push({ type: "newline", offset: -1, indent, source: "\n" });
        for (const key of Object.keys(token))
          if (key !== "type" && key !== "offset")
            delete token[key];
        Object.assign(token, { type: "block-scalar", indent, props, source: body });
      }
    }
    function addEndtoBlockProps(props, end) {
      if (end)
        for (const st of end)
          switch (st.type) {
            case "space":
            case "comment":
              props.push(st);
              break;
            case "newline":
              props.push(st);
              return true;
          }
      return false;
    }
    function setFlowScalarValue(token, source, type) {
      switch (token.type) {
        case "scalar":
        case "double-quoted-scalar":
        case "single-quoted-scalar":
          token.type = type;
          token.source = source;
          break;
        case "block-scalar": {
          const end = token.props.slice(1);
          let oa = source.length;
          if (token.props[0].type === "block-scalar-header")
            oa -= token.props[0].source.length;
          for (const tok of end)
            tok.offset += oa;
          delete token.props;
          Object.assign(token, { type, source, end });
          break;
        }
        case "block-map":
        case "block-seq": {
          const offset = token.offset + source.length;
          const nl = { type: "newline", offset, indent: token.indent, source: "\n" };
          delete token.items;
          Object.assign(token, { type, source, end: [nl] });
          break;
        }
        default: {
          const indent = "indent" in token ? token.indent : -1;
          const end = "end" in token && Array.isArray(token.end) ? token.end.filter((st) => st.type === "space" || st.type === "comment" || st.type === "newline") : [];
          for (const key of Object.keys(token))
            if (key !== "type" && key !== "offset")
              delete token[key];
          Object.assign(token, { type, indent, source, end });
        }
      }
    }
    exports.createScalarToken = createScalarToken;
    exports.resolveAsScalar = resolveAsScalar;
    exports.setScalarValue = setScalarValue;
  }
});

// node_modules/yaml/dist/parse/cst-stringify.js
var require_cst_stringify = __commonJS({
  "node_modules/yaml/dist/parse/cst-stringify.js"(exports) {
    "use strict";
    var stringify = (cst) => "type" in cst ? stringifyToken(cst) : stringifyItem(cst);
    function stringifyToken(token) {
      switch (token.type) {
        case "block-scalar": {
          let res = "";
          for (const tok of token.props)
            res += stringifyToken(tok);
          return res + token.source;
        }
        case "block-map":
        case "block-seq": {
          let res = "";
          for (const item of token.items)
            res += stringifyItem(item);
          return res;
        }
        case "flow-collection": {
          let res = token.start.source;
          for (const item of token.items)
            res += stringifyItem(item);
          for (const st of token.end)
            res += st.source;
          return res;
        }
        case "document": {
          let res = stringifyItem(token);
          if (token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
        default: {
          let res = token.source;
          if ("end" in token && token.end)
            for (const st of token.end)
              res += st.source;
          return res;
        }
      }
    }
    function stringifyItem({ start, key, sep: sep2, value }) {
      let res = "";
      for (const st of start)
        res += st.source;
      if (key)
        res += stringifyToken(key);
      if (sep2)
        for (const st of sep2)
          res += st.source;
      if (value)
        res += stringifyToken(value);
      return res;
    }
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/parse/cst-visit.js
var require_cst_visit = __commonJS({
  "node_modules/yaml/dist/parse/cst-visit.js"(exports) {
    "use strict";
    var BREAK = /* @__PURE__ */ Symbol("break visit");
    var SKIP = /* @__PURE__ */ Symbol("skip children");
    var REMOVE = /* @__PURE__ */ Symbol("remove item");
    function visit(cst, visitor) {
      if ("type" in cst && cst.type === "document")
        cst = { start: cst.start, value: cst.value };
      _visit(Object.freeze([]), cst, visitor);
    }
    visit.BREAK = BREAK;
    visit.SKIP = SKIP;
    visit.REMOVE = REMOVE;
    visit.itemAtPath = (cst, path3) => {
      let item = cst;
      for (const [field, index] of path3) {
        const tok = item?.[field];
        if (tok && "items" in tok) {
          item = tok.items[index];
        } else
          return void 0;
      }
      return item;
    };
    visit.parentCollection = (cst, path3) => {
      const parent = visit.itemAtPath(cst, path3.slice(0, -1));
      const field = path3[path3.length - 1][0];
      const coll = parent?.[field];
      if (coll && "items" in coll)
        return coll;
      throw new Error("Parent collection not found");
    };
    function _visit(path3, item, visitor) {
      let ctrl = visitor(item, path3);
      if (typeof ctrl === "symbol")
        return ctrl;
      for (const field of ["key", "value"]) {
        const token = item[field];
        if (token && "items" in token) {
          for (let i = 0; i < token.items.length; ++i) {
            const ci = _visit(Object.freeze(path3.concat([[field, i]])), token.items[i], visitor);
            if (typeof ci === "number")
              i = ci - 1;
            else if (ci === BREAK)
              return BREAK;
            else if (ci === REMOVE) {
              token.items.splice(i, 1);
              i -= 1;
            }
          }
          if (typeof ctrl === "function" && field === "key")
            ctrl = ctrl(item, path3);
        }
      }
      return typeof ctrl === "function" ? ctrl(item, path3) : ctrl;
    }
    exports.visit = visit;
  }
});

// node_modules/yaml/dist/parse/cst.js
var require_cst = __commonJS({
  "node_modules/yaml/dist/parse/cst.js"(exports) {
    "use strict";
    var cstScalar = require_cst_scalar();
    var cstStringify = require_cst_stringify();
    var cstVisit = require_cst_visit();
    var BOM = "\uFEFF";
    var DOCUMENT = "";
    var FLOW_END = "";
    var SCALAR = "";
    var isCollection = (token) => !!token && "items" in token;
    var isScalar2 = (token) => !!token && (token.type === "scalar" || token.type === "single-quoted-scalar" || token.type === "double-quoted-scalar" || token.type === "block-scalar");
    function prettyToken(token) {
      switch (token) {
        case BOM:
          return "<BOM>";
        case DOCUMENT:
          return "<DOC>";
        case FLOW_END:
          return "<FLOW_END>";
        case SCALAR:
          return "<SCALAR>";
        default:
          return JSON.stringify(token);
      }
    }
    function tokenType(source) {
      switch (source) {
        case BOM:
          return "byte-order-mark";
        case DOCUMENT:
          return "doc-mode";
        case FLOW_END:
          return "flow-error-end";
        case SCALAR:
          return "scalar";
        case "---":
          return "doc-start";
        case "...":
          return "doc-end";
        case "":
        case "\n":
        case "\r\n":
          return "newline";
        case "-":
          return "seq-item-ind";
        case "?":
          return "explicit-key-ind";
        case ":":
          return "map-value-ind";
        case "{":
          return "flow-map-start";
        case "}":
          return "flow-map-end";
        case "[":
          return "flow-seq-start";
        case "]":
          return "flow-seq-end";
        case ",":
          return "comma";
      }
      switch (source[0]) {
        case " ":
        case "	":
          return "space";
        case "#":
          return "comment";
        case "%":
          return "directive-line";
        case "*":
          return "alias";
        case "&":
          return "anchor";
        case "!":
          return "tag";
        case "'":
          return "single-quoted-scalar";
        case '"':
          return "double-quoted-scalar";
        case "|":
        case ">":
          return "block-scalar-header";
      }
      return null;
    }
    exports.createScalarToken = cstScalar.createScalarToken;
    exports.resolveAsScalar = cstScalar.resolveAsScalar;
    exports.setScalarValue = cstScalar.setScalarValue;
    exports.stringify = cstStringify.stringify;
    exports.visit = cstVisit.visit;
    exports.BOM = BOM;
    exports.DOCUMENT = DOCUMENT;
    exports.FLOW_END = FLOW_END;
    exports.SCALAR = SCALAR;
    exports.isCollection = isCollection;
    exports.isScalar = isScalar2;
    exports.prettyToken = prettyToken;
    exports.tokenType = tokenType;
  }
});

// node_modules/yaml/dist/parse/lexer.js
var require_lexer = __commonJS({
  "node_modules/yaml/dist/parse/lexer.js"(exports) {
    "use strict";
    var cst = require_cst();
    function isEmpty(ch) {
      switch (ch) {
        case void 0:
        case " ":
        case "\n":
        case "\r":
        case "	":
          return true;
        default:
          return false;
      }
    }
    var hexDigits = new Set("0123456789ABCDEFabcdef");
    var tagChars = new Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-#;/?:@&=+$_.!~*'()");
    var flowIndicatorChars = new Set(",[]{}");
    var invalidAnchorChars = new Set(" ,[]{}\n\r	");
    var isNotAnchorChar = (ch) => !ch || invalidAnchorChars.has(ch);
    var Lexer = class {
      constructor() {
        this.atEnd = false;
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        this.buffer = "";
        this.flowKey = false;
        this.flowLevel = 0;
        this.indentNext = 0;
        this.indentValue = 0;
        this.lineEndPos = null;
        this.next = null;
        this.pos = 0;
      }
      /**
       * Generate YAML tokens from the `source` string. If `incomplete`,
       * a part of the last line may be left as a buffer for the next call.
       *
       * @returns A generator of lexical tokens
       */
      *lex(source, incomplete = false) {
        if (source) {
          if (typeof source !== "string")
            throw TypeError("source is not a string");
          this.buffer = this.buffer ? this.buffer + source : source;
          this.lineEndPos = null;
        }
        this.atEnd = !incomplete;
        let next = this.next ?? "stream";
        while (next && (incomplete || this.hasChars(1)))
          next = yield* this.parseNext(next);
      }
      atLineEnd() {
        let i = this.pos;
        let ch = this.buffer[i];
        while (ch === " " || ch === "	")
          ch = this.buffer[++i];
        if (!ch || ch === "#" || ch === "\n")
          return true;
        if (ch === "\r")
          return this.buffer[i + 1] === "\n";
        return false;
      }
      charAt(n) {
        return this.buffer[this.pos + n];
      }
      continueScalar(offset) {
        let ch = this.buffer[offset];
        if (this.indentNext > 0) {
          let indent = 0;
          while (ch === " ")
            ch = this.buffer[++indent + offset];
          if (ch === "\r") {
            const next = this.buffer[indent + offset + 1];
            if (next === "\n" || !next && !this.atEnd)
              return offset + indent + 1;
          }
          return ch === "\n" || indent >= this.indentNext || !ch && !this.atEnd ? offset + indent : -1;
        }
        if (ch === "-" || ch === ".") {
          const dt = this.buffer.substr(offset, 3);
          if ((dt === "---" || dt === "...") && isEmpty(this.buffer[offset + 3]))
            return -1;
        }
        return offset;
      }
      getLine() {
        let end = this.lineEndPos;
        if (typeof end !== "number" || end !== -1 && end < this.pos) {
          end = this.buffer.indexOf("\n", this.pos);
          this.lineEndPos = end;
        }
        if (end === -1)
          return this.atEnd ? this.buffer.substring(this.pos) : null;
        if (this.buffer[end - 1] === "\r")
          end -= 1;
        return this.buffer.substring(this.pos, end);
      }
      hasChars(n) {
        return this.pos + n <= this.buffer.length;
      }
      setNext(state) {
        this.buffer = this.buffer.substring(this.pos);
        this.pos = 0;
        this.lineEndPos = null;
        this.next = state;
        return null;
      }
      peek(n) {
        return this.buffer.substr(this.pos, n);
      }
      *parseNext(next) {
        switch (next) {
          case "stream":
            return yield* this.parseStream();
          case "line-start":
            return yield* this.parseLineStart();
          case "block-start":
            return yield* this.parseBlockStart();
          case "doc":
            return yield* this.parseDocument();
          case "flow":
            return yield* this.parseFlowCollection();
          case "quoted-scalar":
            return yield* this.parseQuotedScalar();
          case "block-scalar":
            return yield* this.parseBlockScalar();
          case "plain-scalar":
            return yield* this.parsePlainScalar();
        }
      }
      *parseStream() {
        let line = this.getLine();
        if (line === null)
          return this.setNext("stream");
        if (line[0] === cst.BOM) {
          yield* this.pushCount(1);
          line = line.substring(1);
        }
        if (line[0] === "%") {
          let dirEnd = line.length;
          let cs = line.indexOf("#");
          while (cs !== -1) {
            const ch = line[cs - 1];
            if (ch === " " || ch === "	") {
              dirEnd = cs - 1;
              break;
            } else {
              cs = line.indexOf("#", cs + 1);
            }
          }
          while (true) {
            const ch = line[dirEnd - 1];
            if (ch === " " || ch === "	")
              dirEnd -= 1;
            else
              break;
          }
          const n = (yield* this.pushCount(dirEnd)) + (yield* this.pushSpaces(true));
          yield* this.pushCount(line.length - n);
          this.pushNewline();
          return "stream";
        }
        if (this.atLineEnd()) {
          const sp = yield* this.pushSpaces(true);
          yield* this.pushCount(line.length - sp);
          yield* this.pushNewline();
          return "stream";
        }
        yield cst.DOCUMENT;
        return yield* this.parseLineStart();
      }
      *parseLineStart() {
        const ch = this.charAt(0);
        if (!ch && !this.atEnd)
          return this.setNext("line-start");
        if (ch === "-" || ch === ".") {
          if (!this.atEnd && !this.hasChars(4))
            return this.setNext("line-start");
          const s = this.peek(3);
          if ((s === "---" || s === "...") && isEmpty(this.charAt(3))) {
            yield* this.pushCount(3);
            this.indentValue = 0;
            this.indentNext = 0;
            return s === "---" ? "doc" : "stream";
          }
        }
        this.indentValue = yield* this.pushSpaces(false);
        if (this.indentNext > this.indentValue && !isEmpty(this.charAt(1)))
          this.indentNext = this.indentValue;
        return yield* this.parseBlockStart();
      }
      *parseBlockStart() {
        const [ch0, ch1] = this.peek(2);
        if (!ch1 && !this.atEnd)
          return this.setNext("block-start");
        if ((ch0 === "-" || ch0 === "?" || ch0 === ":") && isEmpty(ch1)) {
          const n = (yield* this.pushCount(1)) + (yield* this.pushSpaces(true));
          this.indentNext = this.indentValue + 1;
          this.indentValue += n;
          return "block-start";
        }
        return "doc";
      }
      *parseDocument() {
        yield* this.pushSpaces(true);
        const line = this.getLine();
        if (line === null)
          return this.setNext("doc");
        let n = yield* this.pushIndicators();
        switch (line[n]) {
          case "#":
            yield* this.pushCount(line.length - n);
          // fallthrough
          case void 0:
            yield* this.pushNewline();
            return yield* this.parseLineStart();
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel = 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            return "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "doc";
          case '"':
          case "'":
            return yield* this.parseQuotedScalar();
          case "|":
          case ">":
            n += yield* this.parseBlockScalarHeader();
            n += yield* this.pushSpaces(true);
            yield* this.pushCount(line.length - n);
            yield* this.pushNewline();
            return yield* this.parseBlockScalar();
          default:
            return yield* this.parsePlainScalar();
        }
      }
      *parseFlowCollection() {
        let nl, sp;
        let indent = -1;
        do {
          nl = yield* this.pushNewline();
          if (nl > 0) {
            sp = yield* this.pushSpaces(false);
            this.indentValue = indent = sp;
          } else {
            sp = 0;
          }
          sp += yield* this.pushSpaces(true);
        } while (nl + sp > 0);
        const line = this.getLine();
        if (line === null)
          return this.setNext("flow");
        if (indent !== -1 && indent < this.indentNext && line[0] !== "#" || indent === 0 && (line.startsWith("---") || line.startsWith("...")) && isEmpty(line[3])) {
          const atFlowEndMarker = indent === this.indentNext - 1 && this.flowLevel === 1 && (line[0] === "]" || line[0] === "}");
          if (!atFlowEndMarker) {
            this.flowLevel = 0;
            yield cst.FLOW_END;
            return yield* this.parseLineStart();
          }
        }
        let n = 0;
        while (line[n] === ",") {
          n += yield* this.pushCount(1);
          n += yield* this.pushSpaces(true);
          this.flowKey = false;
        }
        n += yield* this.pushIndicators();
        switch (line[n]) {
          case void 0:
            return "flow";
          case "#":
            yield* this.pushCount(line.length - n);
            return "flow";
          case "{":
          case "[":
            yield* this.pushCount(1);
            this.flowKey = false;
            this.flowLevel += 1;
            return "flow";
          case "}":
          case "]":
            yield* this.pushCount(1);
            this.flowKey = true;
            this.flowLevel -= 1;
            return this.flowLevel ? "flow" : "doc";
          case "*":
            yield* this.pushUntil(isNotAnchorChar);
            return "flow";
          case '"':
          case "'":
            this.flowKey = true;
            return yield* this.parseQuotedScalar();
          case ":": {
            const next = this.charAt(1);
            if (this.flowKey || isEmpty(next) || next === ",") {
              this.flowKey = false;
              yield* this.pushCount(1);
              yield* this.pushSpaces(true);
              return "flow";
            }
          }
          // fallthrough
          default:
            this.flowKey = false;
            return yield* this.parsePlainScalar();
        }
      }
      *parseQuotedScalar() {
        const quote = this.charAt(0);
        let end = this.buffer.indexOf(quote, this.pos + 1);
        if (quote === "'") {
          while (end !== -1 && this.buffer[end + 1] === "'")
            end = this.buffer.indexOf("'", end + 2);
        } else {
          while (end !== -1) {
            let n = 0;
            while (this.buffer[end - 1 - n] === "\\")
              n += 1;
            if (n % 2 === 0)
              break;
            end = this.buffer.indexOf('"', end + 1);
          }
        }
        const qb = this.buffer.substring(0, end);
        let nl = qb.indexOf("\n", this.pos);
        if (nl !== -1) {
          while (nl !== -1) {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = qb.indexOf("\n", cs);
          }
          if (nl !== -1) {
            end = nl - (qb[nl - 1] === "\r" ? 2 : 1);
          }
        }
        if (end === -1) {
          if (!this.atEnd)
            return this.setNext("quoted-scalar");
          end = this.buffer.length;
        }
        yield* this.pushToIndex(end + 1, false);
        return this.flowLevel ? "flow" : "doc";
      }
      *parseBlockScalarHeader() {
        this.blockScalarIndent = -1;
        this.blockScalarKeep = false;
        let i = this.pos;
        while (true) {
          const ch = this.buffer[++i];
          if (ch === "+")
            this.blockScalarKeep = true;
          else if (ch > "0" && ch <= "9")
            this.blockScalarIndent = Number(ch) - 1;
          else if (ch !== "-")
            break;
        }
        return yield* this.pushUntil((ch) => isEmpty(ch) || ch === "#");
      }
      *parseBlockScalar() {
        let nl = this.pos - 1;
        let indent = 0;
        let ch;
        loop: for (let i2 = this.pos; ch = this.buffer[i2]; ++i2) {
          switch (ch) {
            case " ":
              indent += 1;
              break;
            case "\n":
              nl = i2;
              indent = 0;
              break;
            case "\r": {
              const next = this.buffer[i2 + 1];
              if (!next && !this.atEnd)
                return this.setNext("block-scalar");
              if (next === "\n")
                break;
            }
            // fallthrough
            default:
              break loop;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("block-scalar");
        if (indent >= this.indentNext) {
          if (this.blockScalarIndent === -1)
            this.indentNext = indent;
          else {
            this.indentNext = this.blockScalarIndent + (this.indentNext === 0 ? 1 : this.indentNext);
          }
          do {
            const cs = this.continueScalar(nl + 1);
            if (cs === -1)
              break;
            nl = this.buffer.indexOf("\n", cs);
          } while (nl !== -1);
          if (nl === -1) {
            if (!this.atEnd)
              return this.setNext("block-scalar");
            nl = this.buffer.length;
          }
        }
        let i = nl + 1;
        ch = this.buffer[i];
        while (ch === " ")
          ch = this.buffer[++i];
        if (ch === "	") {
          while (ch === "	" || ch === " " || ch === "\r" || ch === "\n")
            ch = this.buffer[++i];
          nl = i - 1;
        } else if (!this.blockScalarKeep) {
          do {
            let i2 = nl - 1;
            let ch2 = this.buffer[i2];
            if (ch2 === "\r")
              ch2 = this.buffer[--i2];
            const lastChar = i2;
            while (ch2 === " ")
              ch2 = this.buffer[--i2];
            if (ch2 === "\n" && i2 >= this.pos && i2 + 1 + indent > lastChar)
              nl = i2;
            else
              break;
          } while (true);
        }
        yield cst.SCALAR;
        yield* this.pushToIndex(nl + 1, true);
        return yield* this.parseLineStart();
      }
      *parsePlainScalar() {
        const inFlow = this.flowLevel > 0;
        let end = this.pos - 1;
        let i = this.pos - 1;
        let ch;
        while (ch = this.buffer[++i]) {
          if (ch === ":") {
            const next = this.buffer[i + 1];
            if (isEmpty(next) || inFlow && flowIndicatorChars.has(next))
              break;
            end = i;
          } else if (isEmpty(ch)) {
            let next = this.buffer[i + 1];
            if (ch === "\r") {
              if (next === "\n") {
                i += 1;
                ch = "\n";
                next = this.buffer[i + 1];
              } else
                end = i;
            }
            if (next === "#" || inFlow && flowIndicatorChars.has(next))
              break;
            if (ch === "\n") {
              const cs = this.continueScalar(i + 1);
              if (cs === -1)
                break;
              i = Math.max(i, cs - 2);
            }
          } else {
            if (inFlow && flowIndicatorChars.has(ch))
              break;
            end = i;
          }
        }
        if (!ch && !this.atEnd)
          return this.setNext("plain-scalar");
        yield cst.SCALAR;
        yield* this.pushToIndex(end + 1, true);
        return inFlow ? "flow" : "doc";
      }
      *pushCount(n) {
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos += n;
          return n;
        }
        return 0;
      }
      *pushToIndex(i, allowEmpty) {
        const s = this.buffer.slice(this.pos, i);
        if (s) {
          yield s;
          this.pos += s.length;
          return s.length;
        } else if (allowEmpty)
          yield "";
        return 0;
      }
      *pushIndicators() {
        let n = 0;
        loop: while (true) {
          switch (this.charAt(0)) {
            case "!":
              n += yield* this.pushTag();
              n += yield* this.pushSpaces(true);
              continue loop;
            case "&":
              n += yield* this.pushUntil(isNotAnchorChar);
              n += yield* this.pushSpaces(true);
              continue loop;
            case "-":
            // this is an error
            case "?":
            // this is an error outside flow collections
            case ":": {
              const inFlow = this.flowLevel > 0;
              const ch1 = this.charAt(1);
              if (isEmpty(ch1) || inFlow && flowIndicatorChars.has(ch1)) {
                if (!inFlow)
                  this.indentNext = this.indentValue + 1;
                else if (this.flowKey)
                  this.flowKey = false;
                n += yield* this.pushCount(1);
                n += yield* this.pushSpaces(true);
                continue loop;
              }
            }
          }
          break loop;
        }
        return n;
      }
      *pushTag() {
        if (this.charAt(1) === "<") {
          let i = this.pos + 2;
          let ch = this.buffer[i];
          while (!isEmpty(ch) && ch !== ">")
            ch = this.buffer[++i];
          return yield* this.pushToIndex(ch === ">" ? i + 1 : i, false);
        } else {
          let i = this.pos + 1;
          let ch = this.buffer[i];
          while (ch) {
            if (tagChars.has(ch))
              ch = this.buffer[++i];
            else if (ch === "%" && hexDigits.has(this.buffer[i + 1]) && hexDigits.has(this.buffer[i + 2])) {
              ch = this.buffer[i += 3];
            } else
              break;
          }
          return yield* this.pushToIndex(i, false);
        }
      }
      *pushNewline() {
        const ch = this.buffer[this.pos];
        if (ch === "\n")
          return yield* this.pushCount(1);
        else if (ch === "\r" && this.charAt(1) === "\n")
          return yield* this.pushCount(2);
        else
          return 0;
      }
      *pushSpaces(allowTabs) {
        let i = this.pos - 1;
        let ch;
        do {
          ch = this.buffer[++i];
        } while (ch === " " || allowTabs && ch === "	");
        const n = i - this.pos;
        if (n > 0) {
          yield this.buffer.substr(this.pos, n);
          this.pos = i;
        }
        return n;
      }
      *pushUntil(test) {
        let i = this.pos;
        let ch = this.buffer[i];
        while (!test(ch))
          ch = this.buffer[++i];
        return yield* this.pushToIndex(i, false);
      }
    };
    exports.Lexer = Lexer;
  }
});

// node_modules/yaml/dist/parse/line-counter.js
var require_line_counter = __commonJS({
  "node_modules/yaml/dist/parse/line-counter.js"(exports) {
    "use strict";
    var LineCounter2 = class {
      constructor() {
        this.lineStarts = [];
        this.addNewLine = (offset) => this.lineStarts.push(offset);
        this.linePos = (offset) => {
          let low = 0;
          let high = this.lineStarts.length;
          while (low < high) {
            const mid = low + high >> 1;
            if (this.lineStarts[mid] < offset)
              low = mid + 1;
            else
              high = mid;
          }
          if (this.lineStarts[low] === offset)
            return { line: low + 1, col: 1 };
          if (low === 0)
            return { line: 0, col: offset };
          const start = this.lineStarts[low - 1];
          return { line: low, col: offset - start + 1 };
        };
      }
    };
    exports.LineCounter = LineCounter2;
  }
});

// node_modules/yaml/dist/parse/parser.js
var require_parser = __commonJS({
  "node_modules/yaml/dist/parse/parser.js"(exports) {
    "use strict";
    var node_process = __require("process");
    var cst = require_cst();
    var lexer = require_lexer();
    function includesToken(list, type) {
      for (let i = 0; i < list.length; ++i)
        if (list[i].type === type)
          return true;
      return false;
    }
    function findNonEmptyIndex(list) {
      for (let i = 0; i < list.length; ++i) {
        switch (list[i].type) {
          case "space":
          case "comment":
          case "newline":
            break;
          default:
            return i;
        }
      }
      return -1;
    }
    function isFlowToken(token) {
      switch (token?.type) {
        case "alias":
        case "scalar":
        case "single-quoted-scalar":
        case "double-quoted-scalar":
        case "flow-collection":
          return true;
        default:
          return false;
      }
    }
    function getPrevProps(parent) {
      switch (parent.type) {
        case "document":
          return parent.start;
        case "block-map": {
          const it = parent.items[parent.items.length - 1];
          return it.sep ?? it.start;
        }
        case "block-seq":
          return parent.items[parent.items.length - 1].start;
        /* istanbul ignore next should not happen */
        default:
          return [];
      }
    }
    function getFirstKeyStartProps(prev) {
      if (prev.length === 0)
        return [];
      let i = prev.length;
      loop: while (--i >= 0) {
        switch (prev[i].type) {
          case "doc-start":
          case "explicit-key-ind":
          case "map-value-ind":
          case "seq-item-ind":
          case "newline":
            break loop;
        }
      }
      while (prev[++i]?.type === "space") {
      }
      return prev.splice(i, prev.length);
    }
    function arrayPushArray(target, source) {
      if (source.length < 1e5)
        Array.prototype.push.apply(target, source);
      else
        for (let i = 0; i < source.length; ++i)
          target.push(source[i]);
    }
    function fixFlowSeqItems(fc) {
      if (fc.start.type === "flow-seq-start") {
        for (const it of fc.items) {
          if (it.sep && !it.value && !includesToken(it.start, "explicit-key-ind") && !includesToken(it.sep, "map-value-ind")) {
            if (it.key)
              it.value = it.key;
            delete it.key;
            if (isFlowToken(it.value)) {
              if (it.value.end)
                arrayPushArray(it.value.end, it.sep);
              else
                it.value.end = it.sep;
            } else
              arrayPushArray(it.start, it.sep);
            delete it.sep;
          }
        }
      }
    }
    var Parser = class {
      /**
       * @param onNewLine - If defined, called separately with the start position of
       *   each new line (in `parse()`, including the start of input).
       */
      constructor(onNewLine) {
        this.atNewLine = true;
        this.atScalar = false;
        this.indent = 0;
        this.offset = 0;
        this.onKeyLine = false;
        this.stack = [];
        this.source = "";
        this.type = "";
        this.lexer = new lexer.Lexer();
        this.onNewLine = onNewLine;
      }
      /**
       * Parse `source` as a YAML stream.
       * If `incomplete`, a part of the last line may be left as a buffer for the next call.
       *
       * Errors are not thrown, but yielded as `{ type: 'error', message }` tokens.
       *
       * @returns A generator of tokens representing each directive, document, and other structure.
       */
      *parse(source, incomplete = false) {
        if (this.onNewLine && this.offset === 0)
          this.onNewLine(0);
        for (const lexeme of this.lexer.lex(source, incomplete))
          yield* this.next(lexeme);
        if (!incomplete)
          yield* this.end();
      }
      /**
       * Advance the parser by the `source` of one lexical token.
       */
      *next(source) {
        this.source = source;
        if (node_process.env.LOG_TOKENS)
          console.log("|", cst.prettyToken(source));
        if (this.atScalar) {
          this.atScalar = false;
          yield* this.step();
          this.offset += source.length;
          return;
        }
        const type = cst.tokenType(source);
        if (!type) {
          const message2 = `Not a YAML token: ${source}`;
          yield* this.pop({ type: "error", offset: this.offset, message: message2, source });
          this.offset += source.length;
        } else if (type === "scalar") {
          this.atNewLine = false;
          this.atScalar = true;
          this.type = "scalar";
        } else {
          this.type = type;
          yield* this.step();
          switch (type) {
            case "newline":
              this.atNewLine = true;
              this.indent = 0;
              if (this.onNewLine)
                this.onNewLine(this.offset + source.length);
              break;
            case "space":
              if (this.atNewLine && source[0] === " ")
                this.indent += source.length;
              break;
            case "explicit-key-ind":
            case "map-value-ind":
            case "seq-item-ind":
              if (this.atNewLine)
                this.indent += source.length;
              break;
            case "doc-mode":
            case "flow-error-end":
              return;
            default:
              this.atNewLine = false;
          }
          this.offset += source.length;
        }
      }
      /** Call at end of input to push out any remaining constructions */
      *end() {
        while (this.stack.length > 0)
          yield* this.pop();
      }
      get sourceToken() {
        const st = {
          type: this.type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
        return st;
      }
      *step() {
        const top = this.peek(1);
        if (this.type === "doc-end" && top?.type !== "doc-end") {
          while (this.stack.length > 0)
            yield* this.pop();
          this.stack.push({
            type: "doc-end",
            offset: this.offset,
            source: this.source
          });
          return;
        }
        if (!top)
          return yield* this.stream();
        switch (top.type) {
          case "document":
            return yield* this.document(top);
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return yield* this.scalar(top);
          case "block-scalar":
            return yield* this.blockScalar(top);
          case "block-map":
            return yield* this.blockMap(top);
          case "block-seq":
            return yield* this.blockSequence(top);
          case "flow-collection":
            return yield* this.flowCollection(top);
          case "doc-end":
            return yield* this.documentEnd(top);
        }
        yield* this.pop();
      }
      peek(n) {
        return this.stack[this.stack.length - n];
      }
      *pop(error) {
        const token = error ?? this.stack.pop();
        if (!token) {
          const message2 = "Tried to pop an empty stack";
          yield { type: "error", offset: this.offset, source: "", message: message2 };
        } else if (this.stack.length === 0) {
          yield token;
        } else {
          const top = this.peek(1);
          if (token.type === "block-scalar") {
            token.indent = "indent" in top ? top.indent : 0;
          } else if (token.type === "flow-collection" && top.type === "document") {
            token.indent = 0;
          }
          if (token.type === "flow-collection")
            fixFlowSeqItems(token);
          switch (top.type) {
            case "document":
              top.value = token;
              break;
            case "block-scalar":
              top.props.push(token);
              break;
            case "block-map": {
              const it = top.items[top.items.length - 1];
              if (it.value) {
                top.items.push({ start: [], key: token, sep: [] });
                this.onKeyLine = true;
                return;
              } else if (it.sep) {
                it.value = token;
              } else {
                Object.assign(it, { key: token, sep: [] });
                this.onKeyLine = !it.explicitKey;
                return;
              }
              break;
            }
            case "block-seq": {
              const it = top.items[top.items.length - 1];
              if (it.value)
                top.items.push({ start: [], value: token });
              else
                it.value = token;
              break;
            }
            case "flow-collection": {
              const it = top.items[top.items.length - 1];
              if (!it || it.value)
                top.items.push({ start: [], key: token, sep: [] });
              else if (it.sep)
                it.value = token;
              else
                Object.assign(it, { key: token, sep: [] });
              return;
            }
            /* istanbul ignore next should not happen */
            default:
              yield* this.pop();
              yield* this.pop(token);
          }
          if ((top.type === "document" || top.type === "block-map" || top.type === "block-seq") && (token.type === "block-map" || token.type === "block-seq")) {
            const last = token.items[token.items.length - 1];
            if (last && !last.sep && !last.value && last.start.length > 0 && findNonEmptyIndex(last.start) === -1 && (token.indent === 0 || last.start.every((st) => st.type !== "comment" || st.indent < token.indent))) {
              if (top.type === "document")
                top.end = last.start;
              else
                top.items.push({ start: last.start });
              token.items.splice(-1, 1);
            }
          }
        }
      }
      *stream() {
        switch (this.type) {
          case "directive-line":
            yield { type: "directive", offset: this.offset, source: this.source };
            return;
          case "byte-order-mark":
          case "space":
          case "comment":
          case "newline":
            yield this.sourceToken;
            return;
          case "doc-mode":
          case "doc-start": {
            const doc = {
              type: "document",
              offset: this.offset,
              start: []
            };
            if (this.type === "doc-start")
              doc.start.push(this.sourceToken);
            this.stack.push(doc);
            return;
          }
        }
        yield {
          type: "error",
          offset: this.offset,
          message: `Unexpected ${this.type} token in YAML stream`,
          source: this.source
        };
      }
      *document(doc) {
        if (doc.value)
          return yield* this.lineEnd(doc);
        switch (this.type) {
          case "doc-start": {
            if (findNonEmptyIndex(doc.start) !== -1) {
              yield* this.pop();
              yield* this.step();
            } else
              doc.start.push(this.sourceToken);
            return;
          }
          case "anchor":
          case "tag":
          case "space":
          case "comment":
          case "newline":
            doc.start.push(this.sourceToken);
            return;
        }
        const bv = this.startBlockValue(doc);
        if (bv)
          this.stack.push(bv);
        else {
          yield {
            type: "error",
            offset: this.offset,
            message: `Unexpected ${this.type} token in YAML document`,
            source: this.source
          };
        }
      }
      *scalar(scalar) {
        if (this.type === "map-value-ind") {
          const prev = getPrevProps(this.peek(2));
          const start = getFirstKeyStartProps(prev);
          let sep2;
          if (scalar.end) {
            sep2 = scalar.end;
            sep2.push(this.sourceToken);
            delete scalar.end;
          } else
            sep2 = [this.sourceToken];
          const map = {
            type: "block-map",
            offset: scalar.offset,
            indent: scalar.indent,
            items: [{ start, key: scalar, sep: sep2 }]
          };
          this.onKeyLine = true;
          this.stack[this.stack.length - 1] = map;
        } else
          yield* this.lineEnd(scalar);
      }
      *blockScalar(scalar) {
        switch (this.type) {
          case "space":
          case "comment":
          case "newline":
            scalar.props.push(this.sourceToken);
            return;
          case "scalar":
            scalar.source = this.source;
            this.atNewLine = true;
            this.indent = 0;
            if (this.onNewLine) {
              let nl = this.source.indexOf("\n") + 1;
              while (nl !== 0) {
                this.onNewLine(this.offset + nl);
                nl = this.source.indexOf("\n", nl) + 1;
              }
            }
            yield* this.pop();
            break;
          /* istanbul ignore next should not happen */
          default:
            yield* this.pop();
            yield* this.step();
        }
      }
      *blockMap(map) {
        const it = map.items[map.items.length - 1];
        switch (this.type) {
          case "newline":
            this.onKeyLine = false;
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              it.start.push(this.sourceToken);
            }
            return;
          case "space":
          case "comment":
            if (it.value) {
              map.items.push({ start: [this.sourceToken] });
            } else if (it.sep) {
              it.sep.push(this.sourceToken);
            } else {
              if (this.atIndentedComment(it.start, map.indent)) {
                const prev = map.items[map.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  map.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
        }
        if (this.indent >= map.indent) {
          const atMapIndent = !this.onKeyLine && this.indent === map.indent;
          const atNextItem = atMapIndent && (it.sep || it.explicitKey) && this.type !== "seq-item-ind";
          let start = [];
          if (atNextItem && it.sep && !it.value) {
            const nl = [];
            for (let i = 0; i < it.sep.length; ++i) {
              const st = it.sep[i];
              switch (st.type) {
                case "newline":
                  nl.push(i);
                  break;
                case "space":
                  break;
                case "comment":
                  if (st.indent > map.indent)
                    nl.length = 0;
                  break;
                default:
                  nl.length = 0;
              }
            }
            if (nl.length >= 2)
              start = it.sep.splice(nl[1]);
          }
          switch (this.type) {
            case "anchor":
            case "tag":
              if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start });
                this.onKeyLine = true;
              } else if (it.sep) {
                it.sep.push(this.sourceToken);
              } else {
                it.start.push(this.sourceToken);
              }
              return;
            case "explicit-key-ind":
              if (!it.sep && !it.explicitKey) {
                it.start.push(this.sourceToken);
                it.explicitKey = true;
              } else if (atNextItem || it.value) {
                start.push(this.sourceToken);
                map.items.push({ start, explicitKey: true });
              } else {
                this.stack.push({
                  type: "block-map",
                  offset: this.offset,
                  indent: this.indent,
                  items: [{ start: [this.sourceToken], explicitKey: true }]
                });
              }
              this.onKeyLine = true;
              return;
            case "map-value-ind":
              if (it.explicitKey) {
                if (!it.sep) {
                  if (includesToken(it.start, "newline")) {
                    Object.assign(it, { key: null, sep: [this.sourceToken] });
                  } else {
                    const start2 = getFirstKeyStartProps(it.start);
                    this.stack.push({
                      type: "block-map",
                      offset: this.offset,
                      indent: this.indent,
                      items: [{ start: start2, key: null, sep: [this.sourceToken] }]
                    });
                  }
                } else if (it.value) {
                  map.items.push({ start: [], key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start, key: null, sep: [this.sourceToken] }]
                  });
                } else if (isFlowToken(it.key) && !includesToken(it.sep, "newline")) {
                  const start2 = getFirstKeyStartProps(it.start);
                  const key = it.key;
                  const sep2 = it.sep;
                  sep2.push(this.sourceToken);
                  delete it.key;
                  delete it.sep;
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: start2, key, sep: sep2 }]
                  });
                } else if (start.length > 0) {
                  it.sep = it.sep.concat(start, this.sourceToken);
                } else {
                  it.sep.push(this.sourceToken);
                }
              } else {
                if (!it.sep) {
                  Object.assign(it, { key: null, sep: [this.sourceToken] });
                } else if (it.value || atNextItem) {
                  map.items.push({ start, key: null, sep: [this.sourceToken] });
                } else if (includesToken(it.sep, "map-value-ind")) {
                  this.stack.push({
                    type: "block-map",
                    offset: this.offset,
                    indent: this.indent,
                    items: [{ start: [], key: null, sep: [this.sourceToken] }]
                  });
                } else {
                  it.sep.push(this.sourceToken);
                }
              }
              this.onKeyLine = true;
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (atNextItem || it.value) {
                map.items.push({ start, key: fs, sep: [] });
                this.onKeyLine = true;
              } else if (it.sep) {
                this.stack.push(fs);
              } else {
                Object.assign(it, { key: fs, sep: [] });
                this.onKeyLine = true;
              }
              return;
            }
            default: {
              const bv = this.startBlockValue(map);
              if (bv) {
                if (bv.type === "block-seq") {
                  if (!it.explicitKey && it.sep && !includesToken(it.sep, "newline")) {
                    yield* this.pop({
                      type: "error",
                      offset: this.offset,
                      message: "Unexpected block-seq-ind on same line with key",
                      source: this.source
                    });
                    return;
                  }
                } else if (atMapIndent) {
                  map.items.push({ start });
                }
                this.stack.push(bv);
                return;
              }
            }
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *blockSequence(seq) {
        const it = seq.items[seq.items.length - 1];
        switch (this.type) {
          case "newline":
            if (it.value) {
              const end = "end" in it.value ? it.value.end : void 0;
              const last = Array.isArray(end) ? end[end.length - 1] : void 0;
              if (last?.type === "comment")
                end?.push(this.sourceToken);
              else
                seq.items.push({ start: [this.sourceToken] });
            } else
              it.start.push(this.sourceToken);
            return;
          case "space":
          case "comment":
            if (it.value)
              seq.items.push({ start: [this.sourceToken] });
            else {
              if (this.atIndentedComment(it.start, seq.indent)) {
                const prev = seq.items[seq.items.length - 2];
                const end = prev?.value?.end;
                if (Array.isArray(end)) {
                  arrayPushArray(end, it.start);
                  end.push(this.sourceToken);
                  seq.items.pop();
                  return;
                }
              }
              it.start.push(this.sourceToken);
            }
            return;
          case "anchor":
          case "tag":
            if (it.value || this.indent <= seq.indent)
              break;
            it.start.push(this.sourceToken);
            return;
          case "seq-item-ind":
            if (this.indent !== seq.indent)
              break;
            if (it.value || includesToken(it.start, "seq-item-ind"))
              seq.items.push({ start: [this.sourceToken] });
            else
              it.start.push(this.sourceToken);
            return;
        }
        if (this.indent > seq.indent) {
          const bv = this.startBlockValue(seq);
          if (bv) {
            this.stack.push(bv);
            return;
          }
        }
        yield* this.pop();
        yield* this.step();
      }
      *flowCollection(fc) {
        const it = fc.items[fc.items.length - 1];
        if (this.type === "flow-error-end") {
          let top;
          do {
            yield* this.pop();
            top = this.peek(1);
          } while (top?.type === "flow-collection");
        } else if (fc.end.length === 0) {
          switch (this.type) {
            case "comma":
            case "explicit-key-ind":
              if (!it || it.sep)
                fc.items.push({ start: [this.sourceToken] });
              else
                it.start.push(this.sourceToken);
              return;
            case "map-value-ind":
              if (!it || it.value)
                fc.items.push({ start: [], key: null, sep: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                Object.assign(it, { key: null, sep: [this.sourceToken] });
              return;
            case "space":
            case "comment":
            case "newline":
            case "anchor":
            case "tag":
              if (!it || it.value)
                fc.items.push({ start: [this.sourceToken] });
              else if (it.sep)
                it.sep.push(this.sourceToken);
              else
                it.start.push(this.sourceToken);
              return;
            case "alias":
            case "scalar":
            case "single-quoted-scalar":
            case "double-quoted-scalar": {
              const fs = this.flowScalar(this.type);
              if (!it || it.value)
                fc.items.push({ start: [], key: fs, sep: [] });
              else if (it.sep)
                this.stack.push(fs);
              else
                Object.assign(it, { key: fs, sep: [] });
              return;
            }
            case "flow-map-end":
            case "flow-seq-end":
              fc.end.push(this.sourceToken);
              return;
          }
          const bv = this.startBlockValue(fc);
          if (bv)
            this.stack.push(bv);
          else {
            yield* this.pop();
            yield* this.step();
          }
        } else {
          const parent = this.peek(2);
          if (parent.type === "block-map" && (this.type === "map-value-ind" && parent.indent === fc.indent || this.type === "newline" && !parent.items[parent.items.length - 1].sep)) {
            yield* this.pop();
            yield* this.step();
          } else if (this.type === "map-value-ind" && parent.type !== "flow-collection") {
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            fixFlowSeqItems(fc);
            const sep2 = fc.end.splice(1, fc.end.length);
            sep2.push(this.sourceToken);
            const map = {
              type: "block-map",
              offset: fc.offset,
              indent: fc.indent,
              items: [{ start, key: fc, sep: sep2 }]
            };
            this.onKeyLine = true;
            this.stack[this.stack.length - 1] = map;
          } else {
            yield* this.lineEnd(fc);
          }
        }
      }
      flowScalar(type) {
        if (this.onNewLine) {
          let nl = this.source.indexOf("\n") + 1;
          while (nl !== 0) {
            this.onNewLine(this.offset + nl);
            nl = this.source.indexOf("\n", nl) + 1;
          }
        }
        return {
          type,
          offset: this.offset,
          indent: this.indent,
          source: this.source
        };
      }
      startBlockValue(parent) {
        switch (this.type) {
          case "alias":
          case "scalar":
          case "single-quoted-scalar":
          case "double-quoted-scalar":
            return this.flowScalar(this.type);
          case "block-scalar-header":
            return {
              type: "block-scalar",
              offset: this.offset,
              indent: this.indent,
              props: [this.sourceToken],
              source: ""
            };
          case "flow-map-start":
          case "flow-seq-start":
            return {
              type: "flow-collection",
              offset: this.offset,
              indent: this.indent,
              start: this.sourceToken,
              items: [],
              end: []
            };
          case "seq-item-ind":
            return {
              type: "block-seq",
              offset: this.offset,
              indent: this.indent,
              items: [{ start: [this.sourceToken] }]
            };
          case "explicit-key-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            start.push(this.sourceToken);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, explicitKey: true }]
            };
          }
          case "map-value-ind": {
            this.onKeyLine = true;
            const prev = getPrevProps(parent);
            const start = getFirstKeyStartProps(prev);
            return {
              type: "block-map",
              offset: this.offset,
              indent: this.indent,
              items: [{ start, key: null, sep: [this.sourceToken] }]
            };
          }
        }
        return null;
      }
      atIndentedComment(start, indent) {
        if (this.type !== "comment")
          return false;
        if (this.indent <= indent)
          return false;
        return start.every((st) => st.type === "newline" || st.type === "space");
      }
      *documentEnd(docEnd) {
        if (this.type !== "doc-mode") {
          if (docEnd.end)
            docEnd.end.push(this.sourceToken);
          else
            docEnd.end = [this.sourceToken];
          if (this.type === "newline")
            yield* this.pop();
        }
      }
      *lineEnd(token) {
        switch (this.type) {
          case "comma":
          case "doc-start":
          case "doc-end":
          case "flow-seq-end":
          case "flow-map-end":
          case "map-value-ind":
            yield* this.pop();
            yield* this.step();
            break;
          case "newline":
            this.onKeyLine = false;
          // fallthrough
          case "space":
          case "comment":
          default:
            if (token.end)
              token.end.push(this.sourceToken);
            else
              token.end = [this.sourceToken];
            if (this.type === "newline")
              yield* this.pop();
        }
      }
    };
    exports.Parser = Parser;
  }
});

// node_modules/yaml/dist/public-api.js
var require_public_api = __commonJS({
  "node_modules/yaml/dist/public-api.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var errors = require_errors();
    var log2 = require_log();
    var identity = require_identity();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    function parseOptions(options) {
      const prettyErrors = options.prettyErrors !== false;
      const lineCounter$1 = options.lineCounter || prettyErrors && new lineCounter.LineCounter() || null;
      return { lineCounter: lineCounter$1, prettyErrors };
    }
    function parseAllDocuments(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      const docs = Array.from(composer$1.compose(parser$1.parse(source)));
      if (prettyErrors && lineCounter2)
        for (const doc of docs) {
          doc.errors.forEach(errors.prettifyError(source, lineCounter2));
          doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
        }
      if (docs.length > 0)
        return docs;
      return Object.assign([], { empty: true }, composer$1.streamInfo());
    }
    function parseDocument2(source, options = {}) {
      const { lineCounter: lineCounter2, prettyErrors } = parseOptions(options);
      const parser$1 = new parser.Parser(lineCounter2?.addNewLine);
      const composer$1 = new composer.Composer(options);
      let doc = null;
      for (const _doc of composer$1.compose(parser$1.parse(source), true, source.length)) {
        if (!doc)
          doc = _doc;
        else if (doc.options.logLevel !== "silent") {
          doc.errors.push(new errors.YAMLParseError(_doc.range.slice(0, 2), "MULTIPLE_DOCS", "Source contains multiple documents; please use YAML.parseAllDocuments()"));
          break;
        }
      }
      if (prettyErrors && lineCounter2) {
        doc.errors.forEach(errors.prettifyError(source, lineCounter2));
        doc.warnings.forEach(errors.prettifyError(source, lineCounter2));
      }
      return doc;
    }
    function parse(src, reviver, options) {
      let _reviver = void 0;
      if (typeof reviver === "function") {
        _reviver = reviver;
      } else if (options === void 0 && reviver && typeof reviver === "object") {
        options = reviver;
      }
      const doc = parseDocument2(src, options);
      if (!doc)
        return null;
      doc.warnings.forEach((warning) => log2.warn(doc.options.logLevel, warning));
      if (doc.errors.length > 0) {
        if (doc.options.logLevel !== "silent")
          throw doc.errors[0];
        else
          doc.errors = [];
      }
      return doc.toJS(Object.assign({ reviver: _reviver }, options));
    }
    function stringify(value, replacer, options) {
      let _replacer = null;
      if (typeof replacer === "function" || Array.isArray(replacer)) {
        _replacer = replacer;
      } else if (options === void 0 && replacer) {
        options = replacer;
      }
      if (typeof options === "string")
        options = options.length;
      if (typeof options === "number") {
        const indent = Math.round(options);
        options = indent < 1 ? void 0 : indent > 8 ? { indent: 8 } : { indent };
      }
      if (value === void 0) {
        const { keepUndefined } = options ?? replacer ?? {};
        if (!keepUndefined)
          return void 0;
      }
      if (identity.isDocument(value) && !_replacer)
        return value.toString(options);
      return new Document.Document(value, _replacer, options).toString(options);
    }
    exports.parse = parse;
    exports.parseAllDocuments = parseAllDocuments;
    exports.parseDocument = parseDocument2;
    exports.stringify = stringify;
  }
});

// node_modules/yaml/dist/index.js
var require_dist = __commonJS({
  "node_modules/yaml/dist/index.js"(exports) {
    "use strict";
    var composer = require_composer();
    var Document = require_Document();
    var Schema = require_Schema();
    var errors = require_errors();
    var Alias = require_Alias();
    var identity = require_identity();
    var Pair = require_Pair();
    var Scalar = require_Scalar();
    var YAMLMap = require_YAMLMap();
    var YAMLSeq = require_YAMLSeq();
    var cst = require_cst();
    var lexer = require_lexer();
    var lineCounter = require_line_counter();
    var parser = require_parser();
    var publicApi = require_public_api();
    var visit = require_visit();
    exports.Composer = composer.Composer;
    exports.Document = Document.Document;
    exports.Schema = Schema.Schema;
    exports.YAMLError = errors.YAMLError;
    exports.YAMLParseError = errors.YAMLParseError;
    exports.YAMLWarning = errors.YAMLWarning;
    exports.Alias = Alias.Alias;
    exports.isAlias = identity.isAlias;
    exports.isCollection = identity.isCollection;
    exports.isDocument = identity.isDocument;
    exports.isMap = identity.isMap;
    exports.isNode = identity.isNode;
    exports.isPair = identity.isPair;
    exports.isScalar = identity.isScalar;
    exports.isSeq = identity.isSeq;
    exports.Pair = Pair.Pair;
    exports.Scalar = Scalar.Scalar;
    exports.YAMLMap = YAMLMap.YAMLMap;
    exports.YAMLSeq = YAMLSeq.YAMLSeq;
    exports.CST = cst;
    exports.Lexer = lexer.Lexer;
    exports.LineCounter = lineCounter.LineCounter;
    exports.Parser = parser.Parser;
    exports.parse = publicApi.parse;
    exports.parseAllDocuments = publicApi.parseAllDocuments;
    exports.parseDocument = publicApi.parseDocument;
    exports.stringify = publicApi.stringify;
    exports.visit = visit.visit;
    exports.visitAsync = visit.visitAsync;
  }
});

// src/shell/threaded-parse.ts
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
var MIN_THREADED_BYTES = 64 * 1024 * 1024;
function threadedSidesParser(workerScript, options = {}) {
  const cpus = options.cpus ?? availableParallelism();
  const usable = cpus >= 2 && workerScript.protocol === "file:" && existsSync(fileURLToPath(workerScript));
  let early;
  const parse = async (sides, format) => {
    const sizes = sides.map((files) => files.reduce((sum, f) => sum + f.bytes.byteLength, 0));
    const total = sizes.reduce((a, b) => a + b, 0);
    const nonEmpty = sizes.filter((s) => s > 0).length;
    const spawned = early;
    early = void 0;
    if (total < (options.minBytes ?? MIN_THREADED_BYTES) || nonEmpty < 2 || !usable) {
      void spawned?.worker?.terminate();
      return parseSidesInTurn(sides, format);
    }
    const toWorker = splitBySize(sizes);
    const theirs = sides.filter((_, i) => toWorker.has(i));
    const moved = movableBuffers(theirs, sides);
    const request = threadRequest(theirs, format, moved);
    const reply = ask(spawned ?? spawn(workerScript), request, moved);
    const mine = /* @__PURE__ */ new Map();
    sides.forEach((files, i) => {
      if (!toWorker.has(i)) mine.set(i, parseOwnedFiles(files, format));
    });
    const answer = await reply;
    let next = 0;
    return sides.map((_, i) => {
      const here = mine.get(i);
      if (here) return here;
      const at3 = next++;
      const packed = answer.ok ? answer.parsed[at3] : void 0;
      if (packed) return unpackSide(packed);
      const files = request.sides[at3] ?? [];
      if (files.every((f) => f.bytes.byteLength > 0 || !moved.includes(f.bytes.buffer)))
        return parseOwnedFiles(files, format);
      return failedSide(
        files.map((f) => f.name),
        answer.ok ? "it answered too few sides" : answer.message
      );
    });
  };
  const prepare = () => {
    if (!usable || early) return;
    early = spawn(workerScript);
    early.worker?.unref();
  };
  return Object.assign(parse, { prepare });
}
function splitBySize(sizes) {
  const order = sizes.map((_, i) => i).sort((a, b) => (sizes[b] ?? 0) - (sizes[a] ?? 0));
  const toWorker = /* @__PURE__ */ new Set();
  let here = 0;
  let there = 0;
  for (const i of order) {
    const size = sizes[i] ?? 0;
    if (there < here) {
      toWorker.add(i);
      there += size;
    } else here += size;
  }
  return toWorker;
}
function threadRequest(sides, format, moved) {
  const request = {
    format,
    sides: sides.map(
      (files) => files.map(
        (file) => moved.includes(file.bytes.buffer) ? file : { name: file.name, bytes: file.bytes.slice() }
      )
    )
  };
  for (const files of sides) files.length = 0;
  return request;
}
function spawn(script) {
  try {
    const worker = new Worker(script);
    const failure = new Promise((resolve3) => {
      worker.once("error", (error) => {
        resolve3(messageOf(error));
      });
      worker.once("exit", (code) => {
        resolve3(`the parsing thread exited with code ${code}`);
      });
    });
    return { worker, failure };
  } catch (error) {
    return { failure: Promise.resolve(messageOf(error)) };
  }
}
function ask(spawned, request, moved) {
  const failed = spawned.failure.then((message2) => ({ ok: false, message: message2 }));
  const { worker } = spawned;
  if (!worker) return failed;
  worker.ref();
  const replied = new Promise((resolve3) => {
    worker.once("message", (reply) => {
      resolve3(reply);
      void worker.terminate();
    });
  });
  worker.postMessage(request, [...moved]);
  return Promise.race([replied, failed]);
}
function movableBuffers(theirs, all) {
  const uses = /* @__PURE__ */ new Map();
  for (const files of all)
    for (const { bytes } of files) uses.set(bytes.buffer, (uses.get(bytes.buffer) ?? 0) + 1);
  const movable = [];
  for (const files of theirs)
    for (const { bytes } of files) {
      const { buffer } = bytes;
      if (buffer instanceof ArrayBuffer && uses.get(buffer) === 1 && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength && bytes.byteLength > 0)
        movable.push(buffer);
    }
  return movable;
}
function failedSide(names, reason) {
  return {
    results: [],
    diagnostics: names.map(
      (name) => diagnostic("error", name, "", `was not read: the parsing thread failed (${reason})`)
    ),
    environments: /* @__PURE__ */ new Map(),
    filesRead: 0
  };
}
function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

// src/publish/github/api-error.ts
function apiStatus(error) {
  const status = error?.status;
  return typeof status === "number" ? status : void 0;
}
function isRateLimited(error) {
  const status = apiStatus(error);
  if (status !== 403 && status !== 429) return false;
  const failure = error;
  const headers = failure.response?.headers ?? {};
  const message2 = typeof failure.message === "string" ? failure.message : "";
  return status === 429 || headers["x-ratelimit-remaining"] === "0" || headers["retry-after"] !== void 0 || /rate limit/i.test(message2);
}
function describeApiError(error) {
  const status = apiStatus(error);
  const raw = error instanceof Error ? error.message : String(error);
  const message2 = raw.slice(0, 4e3).replace(/ - https?:\/\/docs\.github\.com\S*/g, "").replace(/https?:\/\/\S+/gi, "<url>").replace(/\b(?:gh[pousr]_[A-Za-z0-9_]{16,}|github_pat_[A-Za-z0-9_]{20,})/g, "<token>").replace(/\b(authorization["']?\s*[:=]\s*["']?)[^"',;}]+/gi, "$1<redacted>").replace(/\b(bearer|basic)\s+[^\s"',;}]+/gi, "$1 <redacted>").replace(/\s+/g, " ").trim().slice(0, 300);
  return status === void 0 ? message2 : `HTTP ${status}: ${message2}`;
}

// src/acquire/local-files.ts
import { open, stat as stat2 } from "node:fs/promises";
import path from "node:path";

// node_modules/tinyglobby/dist/index.mjs
import { readdir, readdirSync, realpath, realpathSync, stat, statSync } from "fs";
import { isAbsolute, posix, resolve as resolve2 } from "path";
import { fileURLToPath as fileURLToPath2 } from "url";

// node_modules/fdir/dist/index.mjs
import { createRequire } from "module";
import { basename, dirname, normalize, relative, resolve, sep } from "path";
import * as nativeFs from "fs";
var __require2 = /* @__PURE__ */ createRequire(import.meta.url);
function cleanPath(path3) {
  let normalized = normalize(path3);
  if (normalized.length > 1 && normalized[normalized.length - 1] === sep) normalized = normalized.substring(0, normalized.length - 1);
  return normalized;
}
var SLASHES_REGEX = /[\\/]/g;
function convertSlashes(path3, separator) {
  return path3.replace(SLASHES_REGEX, separator);
}
var WINDOWS_ROOT_DIR_REGEX = /^[a-z]:[\\/]$/i;
function isRootDirectory(path3) {
  return path3 === "/" || WINDOWS_ROOT_DIR_REGEX.test(path3);
}
function normalizePath(path3, options) {
  const { resolvePaths, normalizePath: normalizePath$1, pathSeparator } = options;
  const pathNeedsCleaning = process.platform === "win32" && path3.includes("/") || path3.startsWith(".");
  if (resolvePaths) path3 = resolve(path3);
  if (normalizePath$1 || pathNeedsCleaning) path3 = cleanPath(path3);
  if (path3 === ".") return "";
  const needsSeperator = path3[path3.length - 1] !== pathSeparator;
  return convertSlashes(needsSeperator ? path3 + pathSeparator : path3, pathSeparator);
}
function joinPathWithBasePath(filename, directoryPath) {
  return directoryPath + filename;
}
function joinPathWithRelativePath(root, options) {
  return function(filename, directoryPath) {
    const sameRoot = directoryPath.startsWith(root);
    if (sameRoot) return directoryPath.slice(root.length) + filename;
    else return convertSlashes(relative(root, directoryPath), options.pathSeparator) + options.pathSeparator + filename;
  };
}
function joinPath(filename) {
  return filename;
}
function joinDirectoryPath(filename, directoryPath, separator) {
  return directoryPath + filename + separator;
}
function build$7(root, options) {
  const { relativePaths, includeBasePath } = options;
  return relativePaths && root ? joinPathWithRelativePath(root, options) : includeBasePath ? joinPathWithBasePath : joinPath;
}
function pushDirectoryWithRelativePath(root) {
  return function(directoryPath, paths) {
    paths.push(directoryPath.substring(root.length) || ".");
  };
}
function pushDirectoryFilterWithRelativePath(root) {
  return function(directoryPath, paths, filters) {
    const relativePath = directoryPath.substring(root.length) || ".";
    if (filters.every((filter) => filter(relativePath, true))) paths.push(relativePath);
  };
}
var pushDirectory = (directoryPath, paths) => {
  paths.push(directoryPath || ".");
};
var pushDirectoryFilter = (directoryPath, paths, filters) => {
  const path3 = directoryPath || ".";
  if (filters.every((filter) => filter(path3, true))) paths.push(path3);
};
var empty$2 = () => {
};
function build$6(root, options) {
  const { includeDirs, filters, relativePaths } = options;
  if (!includeDirs) return empty$2;
  if (relativePaths) return filters && filters.length ? pushDirectoryFilterWithRelativePath(root) : pushDirectoryWithRelativePath(root);
  return filters && filters.length ? pushDirectoryFilter : pushDirectory;
}
var pushFileFilterAndCount = (filename, _paths, counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) counts.files++;
};
var pushFileFilter = (filename, paths, _counts, filters) => {
  if (filters.every((filter) => filter(filename, false))) paths.push(filename);
};
var pushFileCount = (_filename, _paths, counts, _filters) => {
  counts.files++;
};
var pushFile = (filename, paths) => {
  paths.push(filename);
};
var empty$1 = () => {
};
function build$5(options) {
  const { excludeFiles, filters, onlyCounts } = options;
  if (excludeFiles) return empty$1;
  if (filters && filters.length) return onlyCounts ? pushFileFilterAndCount : pushFileFilter;
  else if (onlyCounts) return pushFileCount;
  else return pushFile;
}
var getArray = (paths) => {
  return paths;
};
var getArrayGroup = () => {
  return [""].slice(0, 0);
};
function build$4(options) {
  return options.group ? getArrayGroup : getArray;
}
var groupFiles = (groups, directory, files) => {
  groups.push({
    directory,
    files,
    dir: directory
  });
};
var empty = () => {
};
function build$3(options) {
  return options.group ? groupFiles : empty;
}
var resolveSymlinksAsync = function(path3, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  fs.realpath(path3, (error, resolvedPath) => {
    if (error) return queue.dequeue(suppressErrors ? null : error, state);
    fs.stat(resolvedPath, (error$1, stat3) => {
      if (error$1) return queue.dequeue(suppressErrors ? null : error$1, state);
      if (stat3.isDirectory() && isRecursive(path3, resolvedPath, state)) return queue.dequeue(null, state);
      callback$1(stat3, resolvedPath);
      queue.dequeue(null, state);
    });
  });
};
var resolveSymlinks = function(path3, state, callback$1) {
  const { queue, fs, options: { suppressErrors } } = state;
  queue.enqueue();
  try {
    const resolvedPath = fs.realpathSync(path3);
    const stat3 = fs.statSync(resolvedPath);
    if (stat3.isDirectory() && isRecursive(path3, resolvedPath, state)) return;
    callback$1(stat3, resolvedPath);
  } catch (e) {
    if (!suppressErrors) throw e;
  }
};
function build$2(options, isSynchronous) {
  if (!options.resolveSymlinks || options.excludeSymlinks) return null;
  return isSynchronous ? resolveSymlinks : resolveSymlinksAsync;
}
function isRecursive(path3, resolved, state) {
  if (state.options.useRealPaths) return isRecursiveUsingRealPaths(resolved, state);
  let parent = dirname(path3);
  let depth = 1;
  while (parent !== state.root && depth < 2) {
    const resolvedPath = state.symlinks.get(parent);
    const isSameRoot = !!resolvedPath && (resolvedPath === resolved || resolvedPath.startsWith(resolved) || resolved.startsWith(resolvedPath));
    if (isSameRoot) depth++;
    else parent = dirname(parent);
  }
  state.symlinks.set(path3, resolved);
  return depth > 1;
}
function isRecursiveUsingRealPaths(resolved, state) {
  return state.visited.includes(resolved + state.options.pathSeparator);
}
var onlyCountsSync = (state) => {
  return state.counts;
};
var groupsSync = (state) => {
  return state.groups;
};
var defaultSync = (state) => {
  return state.paths;
};
var limitFilesSync = (state) => {
  return state.paths.slice(0, state.options.maxFiles);
};
var onlyCountsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.counts, state.options.suppressErrors);
  return null;
};
var defaultAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths, state.options.suppressErrors);
  return null;
};
var limitFilesAsync = (state, error, callback$1) => {
  report(error, callback$1, state.paths.slice(0, state.options.maxFiles), state.options.suppressErrors);
  return null;
};
var groupsAsync = (state, error, callback$1) => {
  report(error, callback$1, state.groups, state.options.suppressErrors);
  return null;
};
function report(error, callback$1, output, suppressErrors) {
  if (error && !suppressErrors) callback$1(error, output);
  else callback$1(null, output);
}
function build$1(options, isSynchronous) {
  const { onlyCounts, group, maxFiles } = options;
  if (onlyCounts) return isSynchronous ? onlyCountsSync : onlyCountsAsync;
  else if (group) return isSynchronous ? groupsSync : groupsAsync;
  else if (maxFiles) return isSynchronous ? limitFilesSync : limitFilesAsync;
  else return isSynchronous ? defaultSync : defaultAsync;
}
var readdirOpts = { withFileTypes: true };
var walkAsync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  state.queue.enqueue();
  if (currentDepth < 0) return state.queue.dequeue(null, state);
  const { fs } = state;
  state.visited.push(crawlPath);
  state.counts.directories++;
  fs.readdir(crawlPath || ".", readdirOpts, (error, entries = []) => {
    callback$1(entries, directoryPath, currentDepth);
    state.queue.dequeue(state.options.suppressErrors ? null : error, state);
  });
};
var walkSync = (state, crawlPath, directoryPath, currentDepth, callback$1) => {
  const { fs } = state;
  if (currentDepth < 0) return;
  state.visited.push(crawlPath);
  state.counts.directories++;
  let entries = [];
  try {
    entries = fs.readdirSync(crawlPath || ".", readdirOpts);
  } catch (e) {
    if (!state.options.suppressErrors) throw e;
  }
  callback$1(entries, directoryPath, currentDepth);
};
function build(isSynchronous) {
  return isSynchronous ? walkSync : walkAsync;
}
var Queue = class {
  count = 0;
  constructor(onQueueEmpty) {
    this.onQueueEmpty = onQueueEmpty;
  }
  enqueue() {
    this.count++;
    return this.count;
  }
  dequeue(error, output) {
    if (this.onQueueEmpty && (--this.count <= 0 || error)) {
      this.onQueueEmpty(error, output);
      if (error) {
        output.controller.abort();
        this.onQueueEmpty = void 0;
      }
    }
  }
};
var Counter = class {
  _files = 0;
  _directories = 0;
  set files(num) {
    this._files = num;
  }
  get files() {
    return this._files;
  }
  set directories(num) {
    this._directories = num;
  }
  get directories() {
    return this._directories;
  }
  /**
  * @deprecated use `directories` instead
  */
  /* c8 ignore next 3 */
  get dirs() {
    return this._directories;
  }
};
var Aborter = class {
  aborted = false;
  abort() {
    this.aborted = true;
  }
};
var Walker = class {
  root;
  isSynchronous;
  state;
  joinPath;
  pushDirectory;
  pushFile;
  getArray;
  groupFiles;
  resolveSymlink;
  walkDirectory;
  callbackInvoker;
  constructor(root, options, callback$1) {
    this.isSynchronous = !callback$1;
    this.callbackInvoker = build$1(options, this.isSynchronous);
    this.root = normalizePath(root, options);
    this.state = {
      root: isRootDirectory(this.root) ? this.root : this.root.slice(0, -1),
      paths: [""].slice(0, 0),
      groups: [],
      counts: new Counter(),
      options,
      queue: new Queue((error, state) => this.callbackInvoker(state, error, callback$1)),
      symlinks: /* @__PURE__ */ new Map(),
      visited: [""].slice(0, 0),
      controller: new Aborter(),
      fs: options.fs || nativeFs
    };
    this.joinPath = build$7(this.root, options);
    this.pushDirectory = build$6(this.root, options);
    this.pushFile = build$5(options);
    this.getArray = build$4(options);
    this.groupFiles = build$3(options);
    this.resolveSymlink = build$2(options, this.isSynchronous);
    this.walkDirectory = build(this.isSynchronous);
  }
  start() {
    this.pushDirectory(this.root, this.state.paths, this.state.options.filters);
    this.walkDirectory(this.state, this.root, this.root, this.state.options.maxDepth, this.walk);
    return this.isSynchronous ? this.callbackInvoker(this.state, null) : null;
  }
  walk = (entries, directoryPath, depth) => {
    const { paths, options: { filters, resolveSymlinks: resolveSymlinks$1, excludeSymlinks, exclude, maxFiles, signal, useRealPaths, pathSeparator }, controller } = this.state;
    if (controller.aborted || signal && signal.aborted || maxFiles && paths.length > maxFiles) return;
    const files = this.getArray(this.state.paths);
    for (let i = 0; i < entries.length; ++i) {
      const entry = entries[i];
      if (entry.isFile() || entry.isSymbolicLink() && !resolveSymlinks$1 && !excludeSymlinks) {
        const filename = this.joinPath(entry.name, directoryPath);
        this.pushFile(filename, files, this.state.counts, filters);
      } else if (entry.isDirectory()) {
        let path3 = joinDirectoryPath(entry.name, directoryPath, this.state.options.pathSeparator);
        if (exclude && exclude(entry.name, path3)) continue;
        this.pushDirectory(path3, paths, filters);
        this.walkDirectory(this.state, path3, path3, depth - 1, this.walk);
      } else if (this.resolveSymlink && entry.isSymbolicLink()) {
        let path3 = joinPathWithBasePath(entry.name, directoryPath);
        this.resolveSymlink(path3, this.state, (stat3, resolvedPath) => {
          if (stat3.isDirectory()) {
            resolvedPath = normalizePath(resolvedPath, this.state.options);
            if (exclude && exclude(entry.name, useRealPaths ? resolvedPath : path3 + pathSeparator)) return;
            this.walkDirectory(this.state, resolvedPath, useRealPaths ? resolvedPath : path3 + pathSeparator, depth - 1, this.walk);
          } else {
            resolvedPath = useRealPaths ? resolvedPath : path3;
            const filename = basename(resolvedPath);
            const directoryPath$1 = normalizePath(dirname(resolvedPath), this.state.options);
            resolvedPath = this.joinPath(filename, directoryPath$1);
            this.pushFile(resolvedPath, files, this.state.counts, filters);
          }
        });
      }
    }
    this.groupFiles(this.state.groups, directoryPath, files);
  };
};
function promise(root, options) {
  return new Promise((resolve$1, reject) => {
    callback(root, options, (err, output) => {
      if (err) return reject(err);
      resolve$1(output);
    });
  });
}
function callback(root, options, callback$1) {
  let walker = new Walker(root, options, callback$1);
  walker.start();
}
function sync(root, options) {
  const walker = new Walker(root, options);
  return walker.start();
}
var APIBuilder = class {
  constructor(root, options) {
    this.root = root;
    this.options = options;
  }
  withPromise() {
    return promise(this.root, this.options);
  }
  withCallback(cb) {
    callback(this.root, this.options, cb);
  }
  sync() {
    return sync(this.root, this.options);
  }
};
var pm = null;
try {
  __require2.resolve("picomatch");
  pm = __require2("picomatch");
} catch {
}
var Builder = class {
  globCache = {};
  options = {
    maxDepth: Infinity,
    suppressErrors: true,
    pathSeparator: sep,
    filters: []
  };
  globFunction;
  constructor(options) {
    this.options = {
      ...this.options,
      ...options
    };
    this.globFunction = this.options.globFunction;
  }
  group() {
    this.options.group = true;
    return this;
  }
  withPathSeparator(separator) {
    this.options.pathSeparator = separator;
    return this;
  }
  withBasePath() {
    this.options.includeBasePath = true;
    return this;
  }
  withRelativePaths() {
    this.options.relativePaths = true;
    return this;
  }
  withDirs() {
    this.options.includeDirs = true;
    return this;
  }
  withMaxDepth(depth) {
    this.options.maxDepth = depth;
    return this;
  }
  withMaxFiles(limit) {
    this.options.maxFiles = limit;
    return this;
  }
  withFullPaths() {
    this.options.resolvePaths = true;
    this.options.includeBasePath = true;
    return this;
  }
  withErrors() {
    this.options.suppressErrors = false;
    return this;
  }
  withSymlinks({ resolvePaths = true } = {}) {
    this.options.resolveSymlinks = true;
    this.options.useRealPaths = resolvePaths;
    return this.withFullPaths();
  }
  withAbortSignal(signal) {
    this.options.signal = signal;
    return this;
  }
  normalize() {
    this.options.normalizePath = true;
    return this;
  }
  filter(predicate) {
    this.options.filters.push(predicate);
    return this;
  }
  onlyDirs() {
    this.options.excludeFiles = true;
    this.options.includeDirs = true;
    return this;
  }
  exclude(predicate) {
    this.options.exclude = predicate;
    return this;
  }
  onlyCounts() {
    this.options.onlyCounts = true;
    return this;
  }
  crawl(root) {
    return new APIBuilder(root || ".", this.options);
  }
  withGlobFunction(fn) {
    this.globFunction = fn;
    return this;
  }
  /**
  * @deprecated Pass options using the constructor instead:
  * ```ts
  * new fdir(options).crawl("/path/to/root");
  * ```
  * This method will be removed in v7.0
  */
  /* c8 ignore next 4 */
  crawlWithOptions(root, options) {
    this.options = {
      ...this.options,
      ...options
    };
    return new APIBuilder(root || ".", this.options);
  }
  glob(...patterns) {
    if (this.globFunction) return this.globWithOptions(patterns);
    return this.globWithOptions(patterns, ...[{ dot: true }]);
  }
  globWithOptions(patterns, ...options) {
    const globFn = this.globFunction || pm;
    if (!globFn) throw new Error("Please specify a glob function to use glob matching.");
    var isMatch = this.globCache[patterns.join("\0")];
    if (!isMatch) {
      isMatch = globFn(patterns, ...options);
      this.globCache[patterns.join("\0")] = isMatch;
    }
    this.options.filters.push((path3) => isMatch(path3));
    return this;
  }
};

// node_modules/tinyglobby/dist/index.mjs
var import_picomatch = __toESM(require_picomatch2(), 1);
var isReadonlyArray = Array.isArray;
var BACKSLASHES = /\\/g;
var DRIVE_RELATIVE_PATH = /^[A-Za-z]:$/;
var isWin = process.platform === "win32";
var ONLY_PARENT_DIRECTORIES = /^(\/?\.\.)+$/;
function getPartialMatcher(patterns, options = {}) {
  const patternsCount = patterns.length;
  const patternsParts = Array(patternsCount);
  const matchers = Array(patternsCount);
  let i, j;
  for (i = 0; i < patternsCount; i++) {
    const parts = splitPattern(patterns[i]);
    patternsParts[i] = parts;
    const partsCount = parts.length;
    const partMatchers = Array(partsCount);
    for (j = 0; j < partsCount; j++) partMatchers[j] = (0, import_picomatch.default)(parts[j], options);
    matchers[i] = partMatchers;
  }
  return (input) => {
    const inputParts = input.split("/");
    if (inputParts[0] === ".." && ONLY_PARENT_DIRECTORIES.test(input)) return true;
    for (i = 0; i < patternsCount; i++) {
      const patternParts = patternsParts[i];
      const matcher = matchers[i];
      const inputPatternCount = inputParts.length;
      const minParts = Math.min(inputPatternCount, patternParts.length);
      j = 0;
      while (j < minParts) {
        const part = patternParts[j];
        if (part.includes("/")) return true;
        if (!matcher[j](inputParts[j])) break;
        if (!options.noglobstar && part === "**") return true;
        j++;
      }
      if (j === inputPatternCount) return true;
    }
    return false;
  };
}
var WIN32_ROOT_DIR = /^[A-Z]:\/$/i;
var isRoot = isWin ? (p) => WIN32_ROOT_DIR.test(p) : (p) => p === "/";
function buildFormat(cwd, root, absolute) {
  if (cwd === root || root.startsWith(`${cwd}/`)) {
    if (absolute) {
      const start = cwd.length + +!isRoot(cwd);
      return (p, isDir) => p.slice(start, isDir ? -1 : void 0) || ".";
    }
    const prefix = root.slice(cwd.length + 1);
    if (prefix) return (p, isDir) => {
      if (p === ".") return prefix;
      const result = `${prefix}/${p}`;
      return isDir ? result.slice(0, -1) : result;
    };
    return (p, isDir) => isDir && p !== "." ? p.slice(0, -1) : p;
  }
  if (absolute) return (p) => posix.relative(cwd, p) || ".";
  return (p) => posix.relative(cwd, `${root}/${p}`) || ".";
}
function buildRelative(cwd, root) {
  if (root.startsWith(`${cwd}/`)) {
    const prefix = root.slice(cwd.length + 1);
    return (p) => `${prefix}/${p}`;
  }
  return (p) => {
    const result = posix.relative(cwd, `${root}/${p}`);
    return p[p.length - 1] === "/" && result !== "" ? `${result}/` : result || ".";
  };
}
function ensureNonDriveRelativePath(path3) {
  return path3.replace(DRIVE_RELATIVE_PATH, (match) => `${match}/`);
}
var splitPatternOptions = { parts: true };
function splitPattern(path3) {
  var _result$parts;
  const result = import_picomatch.default.scan(path3, splitPatternOptions);
  return ((_result$parts = result.parts) === null || _result$parts === void 0 ? void 0 : _result$parts.length) ? result.parts : [path3];
}
var POSIX_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}*?|]|^!|[!+@](?=\()|\\(?![()[\]{}!*+?@|]))/g;
var WIN32_UNESCAPED_GLOB_SYMBOLS = /(?<!\\)([()[\]{}]|^!|[!+@](?=\())/g;
var escapePosixPath = (path3) => path3.replace(POSIX_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapeWin32Path = (path3) => path3.replace(WIN32_UNESCAPED_GLOB_SYMBOLS, "\\$&");
var escapePath = isWin ? escapeWin32Path : escapePosixPath;
function isDynamicPattern(pattern, options) {
  if ((options === null || options === void 0 ? void 0 : options.caseSensitiveMatch) === false) return true;
  const scan = import_picomatch.default.scan(pattern);
  return scan.isGlob || scan.negated;
}
function log(...tasks) {
  console.log(`[tinyglobby ${(/* @__PURE__ */ new Date()).toLocaleTimeString("es")}]`, ...tasks);
}
function ensureStringArray(value) {
  return typeof value === "string" ? [value] : value !== null && value !== void 0 ? value : [];
}
var PARENT_DIRECTORY = /^(\/?\.\.)+/;
var ESCAPING_BACKSLASHES = /\\(?=[()[\]{}!*+?@|])/g;
function normalizePattern(pattern, opts, props, isIgnore) {
  var _PARENT_DIRECTORY$exe;
  const cwd = opts.cwd;
  let result = pattern;
  if (pattern[pattern.length - 1] === "/") result = pattern.slice(0, -1);
  if (result[result.length - 1] !== "*" && opts.expandDirectories) result += "/**";
  const escapedCwd = escapePath(cwd);
  result = isAbsolute(result.replace(ESCAPING_BACKSLASHES, "")) ? posix.relative(escapedCwd, result) : posix.normalize(result);
  const parentDir = (_PARENT_DIRECTORY$exe = PARENT_DIRECTORY.exec(result)) === null || _PARENT_DIRECTORY$exe === void 0 ? void 0 : _PARENT_DIRECTORY$exe[0];
  const parts = splitPattern(result);
  if (parentDir) {
    const n = (parentDir.length + 1) / 3;
    let i = 0;
    const cwdParts = escapedCwd.split("/");
    while (i < n && parts[i + n] === cwdParts[cwdParts.length + i - n]) {
      result = result.slice(0, (n - i - 1) * 3) + result.slice((n - i) * 3 + parts[i + n].length + 1) || ".";
      i++;
    }
    const potentialRoot = posix.join(cwd, parentDir.slice(i * 3));
    if (potentialRoot[0] !== "." && props.root.length > potentialRoot.length) {
      props.root = ensureNonDriveRelativePath(potentialRoot);
      props.depthOffset = -n + i;
    }
  }
  if (!isIgnore && props.depthOffset >= 0) {
    var _props$commonPath;
    (_props$commonPath = props.commonPath) !== null && _props$commonPath !== void 0 || (props.commonPath = parts);
    const newCommonPath = [];
    const length = Math.min(props.commonPath.length, parts.length);
    for (let i = 0; i < length; i++) {
      const part = parts[i];
      if (part === "**" && !parts[i + 1]) {
        newCommonPath.pop();
        break;
      }
      if (i === parts.length - 1 || part !== props.commonPath[i] || isDynamicPattern(part)) break;
      newCommonPath.push(part);
    }
    props.depthOffset = newCommonPath.length;
    props.commonPath = newCommonPath;
    props.root = ensureNonDriveRelativePath(newCommonPath.length > 0 ? posix.join(cwd, ...newCommonPath) : cwd);
  }
  return result;
}
function processPatterns(options, patterns, props) {
  const matchPatterns = [];
  const ignorePatterns = [];
  for (const pattern of options.ignore) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") ignorePatterns.push(normalizePattern(pattern, options, props, true));
  }
  for (const pattern of patterns) {
    if (!pattern) continue;
    if (pattern[0] !== "!" || pattern[1] === "(") matchPatterns.push(normalizePattern(pattern, options, props, false));
    else if (pattern[1] !== "!" || pattern[2] === "(") ignorePatterns.push(normalizePattern(pattern.slice(1), options, props, true));
  }
  return {
    match: matchPatterns,
    ignore: ignorePatterns
  };
}
function buildCrawler(options, patterns) {
  const cwd = options.cwd;
  const props = {
    root: cwd,
    depthOffset: 0
  };
  const processed = processPatterns(options, patterns, props);
  if (options.debug) log("internal processing patterns:", processed);
  const { absolute, caseSensitiveMatch, debug, dot, followSymbolicLinks, onlyDirectories } = options;
  const root = props.root.replace(BACKSLASHES, "");
  const matchOptions = {
    dot,
    nobrace: options.braceExpansion === false,
    nocase: !caseSensitiveMatch,
    noextglob: options.extglob === false,
    noglobstar: options.globstar === false,
    posix: true
  };
  const matcher = (0, import_picomatch.default)(processed.match, matchOptions);
  const ignore = (0, import_picomatch.default)(processed.ignore, matchOptions);
  const partialMatcher = getPartialMatcher(processed.match, matchOptions);
  const format = buildFormat(cwd, root, absolute);
  const excludeFormatter = absolute ? format : buildFormat(cwd, root, true);
  const excludePredicate = (_, p) => {
    const relativePath = excludeFormatter(p, true);
    return relativePath !== "." && !partialMatcher(relativePath) || ignore(relativePath);
  };
  let maxDepth;
  if (options.deep !== void 0) maxDepth = Math.round(options.deep - props.depthOffset);
  const crawler = new Builder({
    filters: [debug ? (p, isDirectory) => {
      const path3 = format(p, isDirectory);
      const matches = matcher(path3) && !ignore(path3);
      if (matches) log(`matched ${path3}`);
      return matches;
    } : (p, isDirectory) => {
      const path3 = format(p, isDirectory);
      return matcher(path3) && !ignore(path3);
    }],
    exclude: debug ? (_, p) => {
      const skipped = excludePredicate(_, p);
      log(`${skipped ? "skipped" : "crawling"} ${p}`);
      return skipped;
    } : excludePredicate,
    fs: options.fs,
    pathSeparator: "/",
    relativePaths: !absolute,
    resolvePaths: absolute,
    includeBasePath: absolute,
    resolveSymlinks: followSymbolicLinks,
    excludeSymlinks: !followSymbolicLinks,
    excludeFiles: onlyDirectories,
    includeDirs: onlyDirectories || !options.onlyFiles,
    maxDepth,
    signal: options.signal
  }).crawl(root);
  if (options.debug) log("internal properties:", {
    ...props,
    root
  });
  return [crawler, cwd !== root && !absolute && buildRelative(cwd, root)];
}
function formatPaths(paths, mapper) {
  if (mapper) for (let i = paths.length - 1; i >= 0; i--) paths[i] = mapper(paths[i]);
  return paths;
}
var defaultOptions = {
  caseSensitiveMatch: true,
  debug: !!process.env.TINYGLOBBY_DEBUG,
  expandDirectories: true,
  followSymbolicLinks: true,
  onlyFiles: true
};
function getOptions(options) {
  const opts = Object.assign({}, options);
  for (const key in defaultOptions) if (opts[key] === void 0) Object.assign(opts, { [key]: defaultOptions[key] });
  opts.cwd = (opts.cwd instanceof URL ? fileURLToPath2(opts.cwd) : resolve2(opts.cwd || process.cwd())).replace(BACKSLASHES, "/");
  opts.ignore = ensureStringArray(opts.ignore);
  opts.fs && (opts.fs = {
    readdir: opts.fs.readdir || readdir,
    readdirSync: opts.fs.readdirSync || readdirSync,
    realpath: opts.fs.realpath || realpath,
    realpathSync: opts.fs.realpathSync || realpathSync,
    stat: opts.fs.stat || stat,
    statSync: opts.fs.statSync || statSync
  });
  if (opts.debug) log("globbing with options:", opts);
  return opts;
}
function getCrawler(globInput, inputOptions = {}) {
  var _ref;
  if (globInput && (inputOptions === null || inputOptions === void 0 ? void 0 : inputOptions.patterns)) throw new Error("Cannot pass patterns as both an argument and an option");
  const isModern = isReadonlyArray(globInput) || typeof globInput === "string";
  const patterns = ensureStringArray((_ref = isModern ? globInput : globInput.patterns) !== null && _ref !== void 0 ? _ref : "**/*");
  const options = getOptions(isModern ? inputOptions : globInput);
  return patterns.length > 0 ? buildCrawler(options, patterns) : [];
}
async function glob(globInput, options) {
  const [crawler, relative3] = getCrawler(globInput, options);
  return crawler ? formatPaths(await crawler.withPromise(), relative3) : [];
}

// src/acquire/local-files.ts
var MAX_RESULT_FILE_BYTES = 200 * 1024 * 1024;
var MAX_FILES_PER_SIDE = 1e4;
var NO_MATCH = "no file matches this path or pattern";
async function readLocalFiles(patterns, cwd) {
  const files = [];
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Set();
  for (const pattern of patterns) {
    const matches = await expand(pattern, cwd);
    if (matches.length === 0) diagnostics.push(diagnostic("error", pattern, "", NO_MATCH));
    for (const absolute of matches) {
      if (seen.has(absolute)) continue;
      seen.add(absolute);
      if (seen.size > MAX_FILES_PER_SIDE) {
        diagnostics.push(
          diagnostic(
            "error",
            pattern,
            "",
            `more than ${MAX_FILES_PER_SIDE} files matched; the rest were skipped`
          )
        );
        return { files, diagnostics };
      }
      const name = displayName(absolute, cwd);
      const read = await readBounded(absolute, name);
      if ("problem" in read) diagnostics.push(read.problem);
      else files.push({ name, bytes: read.bytes });
    }
  }
  return { files, diagnostics };
}
function displayName(absolute, cwd) {
  const relative3 = path.relative(path.resolve(cwd), absolute);
  const outside = relative3 === "" || relative3 === ".." || relative3.startsWith(`..${path.sep}`) || path.isAbsolute(relative3);
  return (outside ? absolute : relative3).split(path.sep).join("/");
}
async function expand(pattern, cwd) {
  const normalized = process.platform === "win32" ? pattern.replace(/\\/g, "/") : pattern;
  const absolute = path.resolve(cwd, normalized);
  try {
    const info = await stat2(absolute);
    if (info.isFile()) return [absolute];
  } catch {
  }
  const matches = await glob(normalized, {
    cwd,
    absolute: true,
    onlyFiles: true,
    dot: false,
    expandDirectories: true
  });
  return matches.map((m) => path.resolve(m)).sort();
}
async function readBounded(absolute, name) {
  try {
    const handle = await open(absolute, "r");
    try {
      const { size } = await handle.stat();
      if (size > MAX_RESULT_FILE_BYTES)
        return {
          problem: diagnostic(
            "error",
            name,
            "",
            `is ${formatMiB(size)}, over the ${formatMiB(MAX_RESULT_FILE_BYTES)} limit for one result file; split the results or drop embedded data`
          )
        };
      const data = await handle.readFile();
      return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
    } finally {
      await handle.close();
    }
  } catch (error) {
    const code = error.code ?? "error";
    return { problem: diagnostic("error", name, "", `cannot be read (${code})`) };
  }
}
function formatMiB(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
}

// src/acquire/artifact-selector.ts
var import_picomatch2 = __toESM(require_picomatch2(), 1);
function artifactSelector(pattern) {
  if (!import_picomatch2.default.scan(pattern).isGlob)
    return { pattern, exactName: pattern, legOf: (name) => name === pattern ? "" : void 0 };
  const regex2 = import_picomatch2.default.makeRe(pattern, { capture: true, dot: true, nocase: false });
  return {
    pattern,
    exactName: void 0,
    legOf(name) {
      const match = regex2.exec(name);
      if (!match) return void 0;
      const parts = match.slice(1).filter((part) => Boolean(part));
      return parts.length > 0 ? parts.join("/") : name;
    }
  };
}

// src/acquire/artifact-download.ts
var ArtifactGoneError = class extends Error {
  name = "ArtifactGoneError";
};
var MAX_ZIP_BYTES = 512 * 1024 * 1024;
var DOWNLOAD_ATTEMPTS = 3;
async function downloadArtifactZip(octokit, owner, repo, artifactId, fetchBlob) {
  let lastProblem = "";
  for (let attempt = 1; attempt <= DOWNLOAD_ATTEMPTS; attempt++) {
    const location = await signedLocation(octokit, owner, repo, artifactId);
    if (location instanceof Uint8Array) return location;
    let blob;
    try {
      blob = await fetchBlob(location, { redirect: "follow" });
    } catch (error) {
      lastProblem = `the download failed (${error instanceof Error ? error.message : "network error"})`;
      continue;
    }
    if (blob.status === 404 || blob.status === 410)
      throw new ArtifactGoneError(`artifact ${artifactId} is no longer stored`);
    if (!blob.ok) {
      lastProblem = `the download answered HTTP ${blob.status}`;
      await blob.body?.cancel();
      continue;
    }
    return await readBounded2(blob, artifactId);
  }
  throw new Error(`artifact ${artifactId}: ${lastProblem}, ${DOWNLOAD_ATTEMPTS} times`);
}
async function signedLocation(octokit, owner, repo, artifactId) {
  try {
    const response = await octokit.request(
      "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
      {
        owner,
        repo,
        artifact_id: artifactId,
        archive_format: "zip",
        request: { redirect: "manual" }
      }
    );
    const location = response.headers.location;
    if (typeof location === "string" && location !== "") return location;
    if (response.data instanceof ArrayBuffer) return new Uint8Array(response.data);
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 410)
      throw new ArtifactGoneError(
        `artifact ${artifactId} ${status === 410 ? "has expired" : "is gone"} (HTTP ${status})`
      );
    throw error;
  }
  throw new Error(`artifact ${artifactId}: the API gave no download location`);
}
async function readBounded2(blob, artifactId) {
  const tooBig = () => new Error(`artifact ${artifactId} is over the ${MAX_ZIP_BYTES}-byte limit`);
  if (Number(blob.headers.get("content-length") ?? "0") > MAX_ZIP_BYTES) {
    await blob.body?.cancel();
    throw tooBig();
  }
  if (!blob.body) return new Uint8Array(0);
  const reader = blob.body.getReader();
  const chunks = [];
  let total = 0;
  for (; ; ) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > MAX_ZIP_BYTES) {
      await reader.cancel();
      throw tooBig();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

// src/acquire/run-listing.ts
var PER_PAGE = 100;
async function listPushRuns(octokit, scope, filter = {}) {
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: scope.owner,
    repo: scope.repo,
    workflow_id: scope.workflow,
    branch: scope.branch,
    event: "push",
    status: "success",
    per_page: PER_PAGE,
    ...filter
  });
  const repository2 = `${scope.owner}/${scope.repo}`.toLowerCase();
  const runs = data.workflow_runs.filter(
    (run) => run.event === "push" && run.status === "completed" && run.conclusion === "success" && run.head_branch === scope.branch && run.head_repository.full_name.toLowerCase() === repository2 && run.id !== scope.currentRunId && !(scope.earlierOnly && scope.currentRunId !== void 0 && run.id > scope.currentRunId)
  ).map((run) => ({
    id: run.id,
    headSha: run.head_sha,
    createdAt: run.created_at,
    url: run.html_url
  }));
  return { runs: newestFirst(runs), more: data.workflow_runs.length === PER_PAGE };
}
function newestFirst(runs) {
  return [...runs].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}
async function loadArtifactIndex(octokit, owner, repo, selector) {
  const { data } = await octokit.rest.actions.listArtifactsForRepo({
    owner,
    repo,
    per_page: PER_PAGE,
    ...selector.exactName === void 0 ? {} : { name: selector.exactName }
  });
  const byRun = /* @__PURE__ */ new Map();
  let oldest = Infinity;
  for (const artifact of data.artifacts) {
    const created = Date.parse(artifact.created_at ?? "");
    if (Number.isFinite(created)) oldest = Math.min(oldest, created);
    const runId = artifact.workflow_run?.id;
    if (runId === void 0) continue;
    const ref = selected(selector, artifact);
    if (ref) byRun.set(runId, [...byRun.get(runId) ?? [], ref]);
  }
  const complete = data.artifacts.length < PER_PAGE;
  const covered = (run) => complete || oldest < Date.parse(run.createdAt);
  return {
    async artifactsOf(run) {
      const known = byRun.get(run.id);
      if (covered(run) || known && selector.exactName !== void 0) return known ?? [];
      const listed = await listRunArtifacts(octokit, owner, repo, run.id, selector);
      byRun.set(run.id, listed);
      return listed;
    }
  };
}
async function listRunArtifacts(octokit, owner, repo, runId, selector) {
  const refs = [];
  for (let page = 1; page <= 10; page++) {
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({
      owner,
      repo,
      run_id: runId,
      per_page: PER_PAGE,
      page,
      ...selector.exactName === void 0 ? {} : { name: selector.exactName }
    });
    for (const artifact of data.artifacts) {
      const ref = selected(selector, artifact);
      if (ref) refs.push(ref);
    }
    if (data.artifacts.length < PER_PAGE) break;
  }
  return refs;
}
function selected(selector, artifact) {
  const leg = selector.legOf(artifact.name);
  if (leg === void 0) return void 0;
  return {
    id: artifact.id,
    name: artifact.name,
    leg,
    sizeInBytes: artifact.size_in_bytes,
    expired: artifact.expired
  };
}

// src/acquire/base-run-search.ts
var MAX_ANCESTRY_CHECKS = 3;
var SPARE_CANDIDATES = 3;
var MAX_RUNS_EXAMINED = 25;
async function findBaseline(octokit, query) {
  const notes = [];
  const runs = (await listRuns(octokit, query)).slice(0, MAX_RUNS_EXAMINED);
  const where = `${describeWorkflow(query.workflow)} on ${query.branch}`;
  if (runs.length === 0)
    return { found: false, reason: `no successful push run of ${where} yet`, notes };
  const index = await loadArtifactIndex(octokit, query.owner, query.repo, query.selector);
  let expiredRuns = 0;
  const live = /* @__PURE__ */ new Map();
  const liveArtifacts = async (run) => {
    const known = live.get(run.id);
    if (known) return known;
    const all = await index.artifactsOf(run);
    const alive = all.filter((a) => !a.expired);
    if (all.length > 0 && alive.length === 0) {
      expiredRuns++;
      notes.push(`the artifacts of base run ${run.id} have expired; it was skipped`);
    }
    live.set(run.id, alive);
    return alive;
  };
  const start = await chooseBaseline(octokit, query, runs, liveArtifacts, notes);
  if (start === "none")
    return {
      found: false,
      reason: expiredRuns > 0 ? `the artifacts named "${query.selector.pattern}" of the newest successful push runs of ${where} have expired` : `no successful push run of ${where} has a live artifact named "${query.selector.pattern}" (expired, or never uploaded)`,
      notes
    };
  if ("reason" in start) return { found: false, reason: start.reason, notes };
  const candidates = [];
  for (const run of runs.slice(start.index)) {
    if (candidates.length >= 1 + query.history + SPARE_CANDIDATES) break;
    const artifacts = await liveArtifacts(run);
    if (artifacts.length > 0) candidates.push({ run, artifacts });
  }
  return { found: true, candidates, commitsBehind: start.behind, notes };
}
async function chooseBaseline(octokit, query, runs, liveArtifacts, notes) {
  const { baseSha } = query;
  for (const [index, run] of runs.entries())
    if (run.headSha === baseSha && (await liveArtifacts(run)).length > 0)
      return { index, behind: 0 };
  let checked = 0;
  let anyResults = false;
  for (const [index, run] of runs.entries()) {
    if (run.headSha === baseSha || (await liveArtifacts(run)).length === 0) continue;
    anyResults = true;
    if (baseSha === void 0) return { index, behind: null };
    if (++checked > MAX_ANCESTRY_CHECKS) break;
    const behind = await commitsBehind(octokit, query, run.headSha, baseSha);
    if (behind === void 0) {
      notes.push(
        `base run ${run.id} (${run.headSha.slice(0, 12)}) is not an ancestor of ${baseSha.slice(0, 12)}; skipped`
      );
      continue;
    }
    if (behind > query.maxBehind)
      return {
        reason: `the newest usable base run (${run.id}) is ${behind} commits behind ${baseSha.slice(0, 12)}, more than max-base-behind (${query.maxBehind})`
      };
    return { index, behind };
  }
  if (!anyResults) return "none";
  return {
    reason: `none of the ${Math.min(checked, MAX_ANCESTRY_CHECKS)} newest base runs with results is at or behind the base commit ${baseSha?.slice(0, 12) ?? ""}`
  };
}
async function commitsBehind(octokit, scope, runSha, baseSha) {
  if (runSha === baseSha) return 0;
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      owner: scope.owner,
      repo: scope.repo,
      basehead: `${runSha}...${baseSha}`,
      per_page: 1
    });
    if (data.status === "identical") return 0;
    return data.status === "ahead" ? data.ahead_by : void 0;
  } catch (error) {
    if (apiStatus(error) === 404) return void 0;
    throw error;
  }
}
async function listRuns(octokit, query) {
  const first = await listPushRuns(octokit, query);
  const { baseSha } = query;
  if (baseSha === void 0 || !first.more || first.runs.some((r) => r.headSha === baseSha))
    return first.runs;
  const atBase = await listPushRuns(octokit, query, { head_sha: baseSha });
  const newest = atBase.runs[0];
  if (!newest) return first.runs;
  const older = await listPushRuns(octokit, query, { created: `<${newest.createdAt}` });
  const seen = /* @__PURE__ */ new Set();
  return newestFirst([...atBase.runs, ...older.runs]).filter(
    (run) => !seen.has(run.id) && Boolean(seen.add(run.id))
  );
}
function describeWorkflow(workflow) {
  return typeof workflow === "number" ? `workflow ${workflow}` : workflow;
}

// src/acquire/unzip-results.ts
import { inflateRawSync } from "node:zlib";

// src/acquire/zip-archive.ts
import * as zlib from "node:zlib";
var END_OF_DIRECTORY = 101010256;
var ZIP64_LOCATOR = 117853008;
var ZIP64_END_OF_DIRECTORY = 101075792;
var CENTRAL_HEADER = 33639248;
var LOCAL_HEADER = 67324752;
var UTF8_NAMES = 2048;
var UNIX_HOST = 3;
var FILE_TYPE_MASK = 61440;
var SYMLINK_TYPE = 40960;
var utf8 = new TextDecoder("utf-8");
var latin1 = new TextDecoder("latin1");
function readZipDirectory(zip, maxEntries) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = findEndOfDirectory(view);
  if (end < 0)
    return {
      kind: "unreadable",
      problem: "no end-of-central-directory record: truncated, or not a zip"
    };
  let count = view.getUint16(end + 10, true);
  let directoryOffset = view.getUint32(end + 16, true);
  if (count === 65535 || directoryOffset === 4294967295) {
    const zip64 = zip64End(view, end);
    if (zip64) ({ count, directoryOffset } = zip64);
  }
  if (count > maxEntries) return { kind: "too-many", count };
  const entries = [];
  let at3 = directoryOffset;
  for (let i = 0; i < count; i++) {
    const entry = readCentralHeader(zip, view, at3);
    if (!entry)
      return {
        kind: "read",
        entries,
        directoryOffset,
        problem: `its central directory is corrupt at entry ${i + 1} of ${count}`
      };
    entries.push(entry.entry);
    at3 = entry.next;
  }
  return { kind: "read", entries, directoryOffset, problem: void 0 };
}
function entryData(zip, entry) {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const at3 = entry.localHeaderOffset;
  if (at3 + 30 > view.byteLength || view.getUint32(at3, true) !== LOCAL_HEADER)
    return { problem: "has no local header where the central directory points (corrupt archive)" };
  const start = at3 + 30 + view.getUint16(at3 + 26, true) + view.getUint16(at3 + 28, true);
  const end = start + entry.compressedSize;
  if (end > view.byteLength) return { problem: "is cut short in the archive (truncated download?)" };
  return { start, end };
}
var nativeCrc32 = zlib.crc32;
var CRC_TABLE = Int32Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 3988292384 ^ c >>> 1 : c >>> 1;
  return c;
});
function crc322(bytes) {
  if (nativeCrc32) return nativeCrc32(bytes);
  let c = -1;
  for (let i = 0; i < bytes.length; i++)
    c = CRC_TABLE[(c ^ bytes[i]) & 255] ^ c >>> 8;
  return (c ^ -1) >>> 0;
}
function findEndOfDirectory(view) {
  const lowest = Math.max(0, view.byteLength - 22 - 65535);
  for (let at3 = view.byteLength - 22; at3 >= lowest; at3--)
    if (view.getUint32(at3, true) === END_OF_DIRECTORY) return at3;
  return -1;
}
function zip64End(view, end) {
  if (end < 20 || view.getUint32(end - 20, true) !== ZIP64_LOCATOR) return void 0;
  const at3 = readUint64(view, end - 12);
  if (at3 + 56 > view.byteLength || view.getUint32(at3, true) !== ZIP64_END_OF_DIRECTORY)
    return void 0;
  return { count: readUint64(view, at3 + 32), directoryOffset: readUint64(view, at3 + 48) };
}
function readCentralHeader(zip, view, at3) {
  if (at3 + 46 > view.byteLength || view.getUint32(at3, true) !== CENTRAL_HEADER) return void 0;
  const nameLength = view.getUint16(at3 + 28, true);
  const extraLength = view.getUint16(at3 + 30, true);
  const next = at3 + 46 + nameLength + extraLength + view.getUint16(at3 + 32, true);
  if (next > view.byteLength) return void 0;
  const flags = view.getUint16(at3 + 8, true);
  const nameBytes = zip.subarray(at3 + 46, at3 + 46 + nameLength);
  const sizes = zip64Sizes(view, at3 + 46 + nameLength, extraLength, {
    size: view.getUint32(at3 + 24, true),
    compressedSize: view.getUint32(at3 + 20, true),
    localHeaderOffset: view.getUint32(at3 + 42, true)
  });
  const mode = view.getUint32(at3 + 38, true) >>> 16;
  return {
    entry: {
      name: (flags & UTF8_NAMES ? utf8 : latin1).decode(nameBytes),
      method: view.getUint16(at3 + 10, true),
      encrypted: (flags & 1) !== 0,
      symlink: view.getUint8(at3 + 5) === UNIX_HOST && (mode & FILE_TYPE_MASK) === SYMLINK_TYPE,
      crc: view.getUint32(at3 + 16, true),
      ...sizes
    },
    next
  };
}
function zip64Sizes(view, from, length, sizes) {
  const order = ["size", "compressedSize", "localHeaderOffset"];
  if (!order.some((key) => sizes[key] === 4294967295)) return sizes;
  for (let at3 = from; at3 + 4 <= from + length; at3 += 4 + view.getUint16(at3 + 2, true)) {
    if (view.getUint16(at3, true) !== 1) continue;
    const found2 = { ...sizes };
    let field = at3 + 4;
    for (const key of order) {
      if (sizes[key] !== 4294967295 || field + 8 > from + length) continue;
      found2[key] = readUint64(view, field);
      field += 8;
    }
    return found2;
  }
  return sizes;
}
function readUint64(view, at3) {
  return view.getUint32(at3, true) + view.getUint32(at3 + 4, true) * 2 ** 32;
}

// src/acquire/unzip-results.ts
var DEFAULT_UNZIP_LIMITS = {
  maxEntries: 1e4,
  maxFileBytes: 200 * 1024 * 1024,
  maxTotalBytes: 512 * 1024 * 1024
};
var RESULT_FILE = /(\.(json|jsonl|ndjson|txt|log|out|csv|xml|tsv)|(^|\/)(callgrind|cachegrind)\.out\.\d+(\.\d+)?(-\d+)?)$/i;
function unzipResults(zip, artifact, limits = DEFAULT_UNZIP_LIMITS) {
  const directory = readZipDirectory(zip, limits.maxEntries);
  if (directory.kind !== "read") {
    const message2 = directory.kind === "too-many" ? `holds more than ${limits.maxEntries} entries; refused` : `is not a readable zip archive (${directory.problem})`;
    return { files: [], diagnostics: [diagnostic("error", artifact, "", message2)] };
  }
  const diagnostics = [];
  const files = [];
  const seen = /* @__PURE__ */ new Set();
  const overlaps = overlapCheck(directory.entries, directory.directoryOffset);
  let total = 0;
  for (const entry of directory.entries) {
    const where = `${artifact}/${entry.name}`;
    const refusal2 = refusalOf(entry, seen);
    if (refusal2 === "ignore") continue;
    if (refusal2) {
      diagnostics.push(diagnostic(refusal2.severity, where, "", refusal2.message));
      continue;
    }
    if (entry.size > limits.maxFileBytes || total + entry.size > limits.maxTotalBytes) {
      diagnostics.push(
        diagnostic(
          "error",
          where,
          "",
          `unpacks to ${entry.size} bytes, over the artifact limits; skipped`
        )
      );
      continue;
    }
    total += entry.size;
    const read = readEntry(zip, entry, overlaps);
    if ("problem" in read)
      diagnostics.push(diagnostic("error", where, "", `${read.problem}; skipped`));
    else files.push({ name: where, bytes: read.bytes });
  }
  if (directory.problem !== void 0)
    diagnostics.push(
      diagnostic("error", artifact, "", `${directory.problem}; the entries after it were not read`)
    );
  files.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return { files, diagnostics };
}
function refusalOf(entry, seen) {
  const { name } = entry;
  if (name.endsWith("/")) return "ignore";
  if (!isSafePath(name))
    return {
      severity: "error",
      message: "unsafe path in the artifact (absolute or with ..); skipped"
    };
  if (entry.symlink)
    return { severity: "error", message: "is a symbolic link in the artifact; skipped" };
  if (!RESULT_FILE.test(name)) return "ignore";
  if (seen.has(name))
    return {
      severity: "warning",
      message: "appears more than once in the artifact; only the first copy was considered"
    };
  seen.add(name);
  if (entry.encrypted) return { severity: "error", message: "is encrypted; skipped" };
  if (entry.method !== 0 && entry.method !== 8)
    return {
      severity: "error",
      message: `uses zip compression method ${entry.method}; only stored and deflate are read; skipped`
    };
  return void 0;
}
function readEntry(zip, entry, overlaps) {
  const range = entryData(zip, entry);
  if ("problem" in range) return range;
  if (overlaps(entry, range.end))
    return { problem: "overlaps another entry's data (a zip bomb pattern or a corrupt archive)" };
  const data = zip.subarray(range.start, range.end);
  const bytes = entry.method === 0 ? stored(data, entry.size) : inflate(data, entry.size);
  if ("problem" in bytes) return bytes;
  if (crc322(bytes.bytes) !== entry.crc)
    return { problem: "does not match its CRC-32 checksum (corrupt archive)" };
  return bytes;
}
function stored(data, size) {
  if (data.length !== size)
    return { problem: `stores ${data.length} bytes but declares ${size} (corrupt archive)` };
  return { bytes: data.slice() };
}
function inflate(data, size) {
  try {
    const bytes = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
    if (bytes.length === size) return { bytes };
    return {
      problem: `inflates to ${bytes.length} bytes, not the ${size} it declares (corrupt archive)`
    };
  } catch (error) {
    if (error.code === "ERR_BUFFER_TOO_LARGE")
      return {
        problem: `inflates to more than the ${size} bytes it declares (a zip bomb or a corrupt archive)`
      };
    const reason = error instanceof Error ? error.message : String(error);
    return { problem: `cannot be decompressed (${reason})` };
  }
}
function overlapCheck(entries, directoryOffset) {
  const offsets = entries.map((e) => e.localHeaderOffset).sort((a, b) => a - b);
  return (entry, end) => {
    const at3 = entry.localHeaderOffset;
    let low = 0;
    let high = offsets.length;
    while (low < high) {
      const middle = low + high >>> 1;
      if ((offsets[middle] ?? Infinity) <= at3) low = middle + 1;
      else high = middle;
    }
    const shared = low >= 2 && offsets[low - 2] === at3;
    const next = offsets[low] ?? Infinity;
    return shared || end > Math.min(next, directoryOffset);
  };
}
function isSafePath(name) {
  if (name.startsWith("/") || name.startsWith("\\") || /^[A-Za-z]:/.test(name)) return false;
  return !name.split(/[\\/]/).some((part) => part === "..");
}

// src/acquire/github-results.ts
var MAX_GONE_RUNS = 3;
async function acquireBaseAndHistory(octokit, query, fetchBlob) {
  const search = await findBaseline(octokit, query);
  const notes = [...search.notes];
  if (!search.found) return { found: false, reason: search.reason, notes };
  const downloaded = [];
  const gone = [];
  let behind = search.commitsBehind;
  for (const [index, candidate] of search.candidates.entries()) {
    if (downloaded.length > query.history || gone.length >= MAX_GONE_RUNS) break;
    const isBaseline = downloaded.length === 0;
    if (isBaseline && index > 0 && query.baseSha !== void 0) {
      const measured2 = await commitsBehind(octokit, query, candidate.run.headSha, query.baseSha);
      if (measured2 === void 0 || measured2 > query.maxBehind)
        return {
          found: false,
          reason: `the base run's artifacts could no longer be downloaded, and the next older run (${candidate.run.id}) is ${measured2 === void 0 ? "not an ancestor of the base commit" : `${measured2} commits behind, more than max-base-behind (${query.maxBehind})`}`,
          notes
        };
      behind = measured2;
    }
    try {
      downloaded.push(await downloadRun(octokit, query.owner, query.repo, candidate, fetchBlob));
    } catch (error) {
      if (!(error instanceof ArtifactGoneError) && isBaseline) throw error;
      gone.push(candidate.run.id);
      notes.push(
        `the artifacts of base run ${candidate.run.id} could not be downloaded (${error instanceof Error ? error.message : "error"}); ${isBaseline ? "trying an older run" : "skipped"}`
      );
    }
  }
  const [base, ...history] = downloaded;
  if (!base)
    return {
      found: false,
      reason: `the artifacts of base runs ${gone.join(", ")} could no longer be downloaded (expired or deleted)`,
      notes
    };
  return { found: true, base, history, commitsBehind: behind, notes };
}
async function acquireRunArtifacts(octokit, scope, selector, fetchBlob) {
  const { owner, repo, runId } = scope;
  const all = await listRunArtifacts(octokit, owner, repo, runId, selector);
  const live = all.filter((a) => !a.expired);
  const notes = all.filter((a) => a.expired).map((a) => `artifact "${a.name}" of run ${runId} has expired; skipped`);
  const files = await downloadRun(
    octokit,
    owner,
    repo,
    { run: { id: runId }, artifacts: live },
    fetchBlob
  );
  return { legs: files.legs, notes };
}
async function downloadRun(octokit, owner, repo, candidate, fetchBlob) {
  const legs = /* @__PURE__ */ new Map();
  for (const artifact of candidate.artifacts) {
    const zip = await downloadArtifactZip(octokit, owner, repo, artifact.id, fetchBlob);
    const unzipped = unzipResults(zip, artifact.name);
    const leg = legs.get(artifact.leg) ?? { files: [], diagnostics: [] };
    leg.files.push(...unzipped.files);
    leg.diagnostics.push(...unzipped.diagnostics);
    legs.set(artifact.leg, leg);
  }
  return { run: candidate.run, legs };
}

// src/acquire/reference-runs.ts
var MAX_TAG_DEPTH = 5;
var MAX_RUNS_AT_COMMIT = 3;
async function acquireReferenceRun(octokit, query, fetchBlob) {
  const notes = [];
  const runs = await candidateRuns(octokit, query);
  if (typeof runs === "string") return { found: false, reason: runs, notes };
  let expired;
  for (const run of runs.slice(0, MAX_RUNS_AT_COMMIT)) {
    const artifacts = await listRunArtifacts(
      octokit,
      query.owner,
      query.repo,
      run.id,
      query.selector
    );
    const live = artifacts.filter((a) => !a.expired);
    if (artifacts.length > 0 && live.length === 0) {
      expired ??= run.id;
      notes.push(`the artifacts of reference run ${run.id} have expired`);
      continue;
    }
    if (live.length === 0) continue;
    try {
      return { found: true, run, legs: await download(octokit, query, live, fetchBlob), notes };
    } catch (error) {
      if (!(error instanceof ArtifactGoneError)) throw error;
      expired ??= run.id;
      notes.push(`the artifacts of reference run ${run.id} could no longer be downloaded`);
    }
  }
  const name = `"${query.selector.pattern}"`;
  const newest = runs[0];
  return {
    found: false,
    reason: expired !== void 0 ? `the artifact ${name} of run ${expired} has expired (or was deleted); re-run that workflow run or choose a newer reference` : `run ${newest?.id ?? ""} has no artifact named ${name}`,
    notes
  };
}
async function candidateRuns(octokit, query) {
  const { target } = query;
  if (target.kind === "run") {
    const run = await getRun(octokit, query, Number(target.value));
    if (run === void 0) return `run ${target.value} was not found in ${repository(query)}`;
    const refused = refusal(run, query);
    return refused === void 0 ? [resultRun(run)] : `run ${run.id} ${refused}`;
  }
  const sha = target.kind === "tag" ? await tagCommit(octokit, query, target.value) : target.value;
  if (sha === void 0) return `tag "${target.value}" was not found in ${repository(query)}`;
  const full = sha.length === 40 ? sha : await fullSha(octokit, query, sha);
  if (full === void 0) return `commit ${sha} was not found in ${repository(query)}`;
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    owner: query.owner,
    repo: query.repo,
    workflow_id: query.workflow,
    head_sha: full,
    per_page: 100
  });
  const all = data.workflow_runs;
  const eligible = all.filter((run) => run.head_sha === full && refusal(run, query) === void 0);
  if (eligible.length > 0) return newestFirst(eligible.map(resultRun));
  const at3 = target.kind === "tag" ? `tag "${target.value}" (${full.slice(0, 12)})` : full.slice(0, 12);
  const others = all.filter((run) => run.head_sha === full);
  const why = others.length === 0 ? "" : ` (${describeOthers(others, query)})`;
  return `no successful push run of ${workflowName(query.workflow)} at ${at3}${why}`;
}
function refusal(run, query) {
  const own = repository(query).toLowerCase();
  const from = run.head_repository?.full_name;
  if (from === void 0 || from.toLowerCase() !== own)
    return `ran code from another repository (${from ?? "unknown"}); references come only from this repository's push runs`;
  if (!sameWorkflow(run, query.workflow))
    return `belongs to another workflow (${run.path}), not ${workflowName(query.workflow)}`;
  if (run.event !== "push")
    return `is a ${run.event} run; references come only from successful push runs, never from pull requests or other events`;
  if (run.status !== "completed" || run.conclusion !== "success")
    return `has not completed successfully (${run.conclusion ?? run.status ?? "unknown"}); references come only from successful push runs`;
  return void 0;
}
function describeOthers(runs, query) {
  const reasons = runs.slice(0, 3).map((run) => `run ${run.id} ${refusal(run, query) ?? ""}`);
  return reasons.join("; ");
}
function sameWorkflow(run, workflow) {
  if (typeof workflow === "number" || /^\d+$/.test(workflow))
    return run.workflow_id === Number(workflow);
  const path3 = run.path.split("@")[0] ?? "";
  return path3 === workflow || path3.endsWith(`/${workflow}`);
}
async function getRun(octokit, query, runId) {
  try {
    const { data } = await octokit.rest.actions.getWorkflowRun({
      owner: query.owner,
      repo: query.repo,
      run_id: runId
    });
    return data;
  } catch (error) {
    if (apiStatus(error) === 404) return void 0;
    throw error;
  }
}
async function tagCommit(octokit, query, tag) {
  let object;
  try {
    const { data } = await octokit.rest.git.getRef({
      owner: query.owner,
      repo: query.repo,
      ref: `tags/${tag}`
    });
    object = data.object;
  } catch (error) {
    if (apiStatus(error) === 404) return void 0;
    throw error;
  }
  for (let depth = 0; object.type === "tag" && depth < MAX_TAG_DEPTH; depth++) {
    const { data } = await octokit.rest.git.getTag({
      owner: query.owner,
      repo: query.repo,
      tag_sha: object.sha
    });
    object = data.object;
  }
  return object.type === "commit" ? object.sha : void 0;
}
async function fullSha(octokit, query, sha) {
  try {
    const { data } = await octokit.rest.repos.getCommit({
      owner: query.owner,
      repo: query.repo,
      ref: sha,
      per_page: 1
    });
    return data.sha;
  } catch (error) {
    const status = apiStatus(error);
    if (status === 404 || status === 422) return void 0;
    throw error;
  }
}
async function download(octokit, query, artifacts, fetchBlob) {
  const legs = /* @__PURE__ */ new Map();
  for (const artifact of artifacts) {
    const zip = await downloadArtifactZip(octokit, query.owner, query.repo, artifact.id, fetchBlob);
    const unzipped = unzipResults(zip, artifact.name);
    const leg = legs.get(artifact.leg) ?? { files: [], diagnostics: [] };
    leg.files.push(...unzipped.files);
    leg.diagnostics.push(...unzipped.diagnostics);
    legs.set(artifact.leg, leg);
  }
  return legs;
}
function resultRun(run) {
  return { id: run.id, headSha: run.head_sha, createdAt: run.created_at, url: run.html_url };
}
function repository(query) {
  return `${query.owner}/${query.repo}`;
}
function workflowName(workflow) {
  return typeof workflow === "number" ? `workflow ${workflow}` : workflow;
}

// src/acquire/acquisition.ts
function sidesOf(acquisition) {
  const sides = [acquisition.head];
  if (!("missing" in acquisition.base)) sides.push(acquisition.base);
  sides.push(...acquisition.history);
  if (acquisition.control) sides.push(acquisition.control);
  for (const reference of acquisition.references ?? [])
    if (!("missing" in reference.files)) sides.push(reference.files);
  return sides;
}

// src/policy/policy.ts
var FAIL_ON = ["strong", "likely", "unverified", "never"];
var GATES = ["fail", "warn", "off"];
var DECLARED_DIRECTIONS = ["lower-is-better", "higher-is-better"];
var MISMATCH_HANDLING = ["warn", "inconclusive", "ignore"];
var DEFAULT_ENVIRONMENT_KEYS = ["cpu", "cores", "build-type"];
var DEFAULT_POLICY = {
  file: null,
  problems: [],
  defaults: {},
  overrides: [],
  metrics: [],
  benchmarks: [],
  required: [],
  environment: { onMismatch: "warn", keys: DEFAULT_ENVIRONMENT_KEYS },
  waivers: [],
  acknowledgeLabel: null
};
function describePolicyProblem(problem) {
  const where = problem.line === null ? problem.file : `${problem.file}:${problem.line}`;
  return `${where}: ${problem.path ? `${problem.path}: ` : ""}${problem.message}`;
}
function describeLocation(at3) {
  return at3.line === null ? at3.path : `${at3.path} (line ${at3.line})`;
}

// src/compare/comparison-record.ts
function informationalComparison(frame, kind, reason, stats) {
  return comparisonOf(frame, stats.base, stats.head, {
    ratio: null,
    ci: null,
    pValue: null,
    qValue: null,
    pMin: null,
    method: "none",
    class: kind,
    strength: null,
    reasons: [reason],
    minimumDetectableEffect: null,
    signs: null,
    decisionRow: void 0,
    centre: "median"
  });
}
function comparisonOf(frame, base, head, s) {
  const { identity } = frame;
  const comparison = {
    against: frame.against,
    key: frame.key,
    benchmark: identity.benchmark,
    label: labelOf(identity.benchmark),
    metric: identity.metric,
    metricName: identity.metricName,
    unit: identity.unit,
    direction: identity.direction,
    gated: frame.gated,
    base,
    head,
    ratio: s.ratio,
    ci: s.ci,
    pValue: s.pValue,
    qValue: s.qValue,
    pMin: s.pMin,
    method: s.method,
    floor: noiseFloorOf(frame.floor),
    class: s.class,
    strength: s.strength,
    reasons: s.reasons,
    minimumDetectableEffect: s.minimumDetectableEffect,
    signs: s.signs,
    centre: s.centre
  };
  if (s.decisionRow !== void 0) comparison.decisionRow = s.decisionRow;
  if (identity.format !== void 0) comparison.format = identity.format;
  return comparison;
}
var lastId;
var lastLabel = "";
var lastFloor;
function labelOf(id) {
  const same = lastId !== void 0 && (id === lastId || id.name === lastId.name && id.suite === lastId.suite && id.procs === lastId.procs && id.params === lastId.params);
  if (!same) lastLabel = benchmarkLabel(id);
  lastId = id;
  return lastLabel;
}
function noiseFloorOf(floor) {
  if (!(lastFloor && Object.is(lastFloor.log, floor.log) && lastFloor.floor.source === floor.source)) {
    lastFloor = {
      log: floor.log,
      floor: { value: Math.expm1(floor.log), source: floor.source }
    };
  }
  return lastFloor.floor;
}
function ratioInterval(logCi) {
  return { lower: Math.exp(logCi.lower), upper: Math.exp(logCi.upper), level: logCi.level };
}
var LEFT_OUT = /* @__PURE__ */ new Set(["added", "removed", "not-compared"]);
function worseLogChange(c) {
  if (LEFT_OUT.has(c.class) || c.ratio === null) return null;
  return (c.direction === "higher-is-better" ? -1 : 1) * Math.log(c.ratio);
}

// src/compare/distributions.ts
var import_math_base_special_erfc = __toESM(require_lib5(), 1);
var import_stats_base_dists_normal_quantile = __toESM(require_lib14(), 1);
var import_stats_base_dists_t_cdf = __toESM(require_lib15(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib11(), 1);
var Z_975 = (0, import_stats_base_dists_normal_quantile.default)(0.975, 0, 1);
function normalUpperTail(z) {
  return 0.5 * (0, import_math_base_special_erfc.default)(z / Math.SQRT2);
}
function normalQuantile(p) {
  let z = quantiles.get(p);
  if (z === void 0) {
    if (quantiles.size >= 64) quantiles.clear();
    z = (0, import_stats_base_dists_normal_quantile.default)(p, 0, 1);
    quantiles.set(p, z);
  }
  return z;
}
var quantiles = /* @__PURE__ */ new Map();
function studentTUpperTail(t, df) {
  return (0, import_stats_base_dists_t_cdf.default)(-t, df);
}
function studentTQuantile(p, df) {
  return (0, import_stats_base_dists_t_quantile.default)(p, df);
}

// src/compare/minimum-detectable-effect.ts
var POWER = 0.8;
function minimumDetectableEffect(ci, band, alpha) {
  if (ci === null || !Number.isFinite(ci.upper - ci.lower)) return band;
  const z = normalQuantile(1 - alpha / 2);
  const standardError = (ci.upper - ci.lower) / (2 * z);
  return Math.max(band, (z + normalQuantile(POWER)) * standardError);
}

// src/compare/assemble-comparison.ts
function assembleComparison(frame, measurement, familyQ, settings, classify) {
  const higherIsBetter = frame.identity.direction === "higher-is-better";
  const { logCi } = measurement;
  const ci = logCi === null ? null : higherIsBetter ? { lower: -logCi.upper, upper: -logCi.lower } : logCi;
  const theta = Math.max(Math.log1p(settings.threshold), frame.floor.log);
  const band = measurement.path === "untestable" ? Math.max(theta, Math.log1p(settings.noiseFloor)) : theta;
  const mde = measurement.path === "tested" || measurement.path === "untestable" && measurement.untestableReason === null ? minimumDetectableEffect(ci, band, settings.alpha) : null;
  const signs = measurement.signs;
  const evidence = {
    path: measurement.path,
    invalidReason: measurement.invalidReason,
    delta: higherIsBetter ? -measurement.logRatio : measurement.logRatio,
    ci,
    pValue: measurement.pValue,
    qValue: familyQ ?? measurement.pValue,
    pMin: measurement.pMin,
    sampleSizes: measurement.sampleSizes,
    paired: measurement.paired,
    separated: measurement.separated,
    signsDisagree: signs !== null && signs.positive > 0 && signs.negative > 0,
    belowResolution: measurement.belowResolution,
    floor: frame.floor,
    minimumDetectableEffect: mde,
    samplesNeeded: measurement.samplesNeeded,
    untestableReason: measurement.untestableReason,
    directionKnown: frame.identity.direction !== "unknown",
    higherIsBetter
  };
  const decided = classify(evidence, frame.identity);
  const unstable = isUnstable(measurement.base) || isUnstable(measurement.head);
  return comparisonOf(frame, measurement.base, measurement.head, {
    ratio: Number.isFinite(measurement.logRatio) ? Math.exp(measurement.logRatio) : null,
    ci: logCi === null ? null : ratioInterval(logCi),
    pValue: measurement.pValue,
    qValue: familyQ,
    pMin: measurement.pMin,
    method: measurement.method,
    class: decided.class,
    strength: decided.strength,
    reasons: reasonsOf(decided.reasons, measurement.notes, unstable),
    minimumDetectableEffect: decided.class === "inconclusive" && mde !== null ? Math.expm1(mde) : null,
    signs,
    decisionRow: decided.row,
    centre: measurement.centre
  });
}
var UNSTABLE = "bimodal/unstable benchmark: more than 10 % severe outliers on a side";
function reasonsOf(decided, notes, unstable) {
  const reasons = decided.slice();
  for (const note of notes) reasons.push(note);
  if (unstable) reasons.push(UNSTABLE);
  return reasons;
}
function isUnstable(stats) {
  return stats !== null && !stats.fromSummary && stats.outliers.severe > 0.1 * stats.n;
}

// src/compare/comparison-key.ts
var benchmarkKeys = /* @__PURE__ */ new WeakMap();
function keyOfBenchmark(id) {
  let key = benchmarkKeys.get(id);
  if (key === void 0) {
    key = benchmarkKey(id);
    benchmarkKeys.set(id, key);
  }
  return key;
}
function comparisonKey(result) {
  return `${keyOfBenchmark(result.benchmark)}${JSON.stringify(result.metricName)}`;
}
function groupByKey(results) {
  const groups = /* @__PURE__ */ new Map();
  for (const result of results) {
    const key = comparisonKey(result);
    const group = groups.get(key);
    if (group) group.push(result);
    else groups.set(key, [result]);
  }
  return groups;
}

// src/compare/counter-cross-check.ts
var TIME = /* @__PURE__ */ new Set(["wall-time", "cpu-time"]);
var MOVED = /* @__PURE__ */ new Set(["regression", "improvement"]);
function crossCheckCounters(comparisons, corroborate) {
  if (!comparisons.some((c) => c.metric === "instructions" || c.metric === "cycles"))
    return [...comparisons];
  const counters = /* @__PURE__ */ new Map();
  for (const c of comparisons) {
    const key = keyOfBenchmark(c.benchmark);
    const known = counters.get(key);
    if (c.metric === "instructions" || c.metric === "cycles" && known?.metric !== "instructions") {
      counters.set(key, c);
    }
  }
  const timeMoved = new Set(
    comparisons.filter((c) => TIME.has(c.metric) && MOVED.has(c.class)).map((c) => keyOfBenchmark(c.benchmark))
  );
  return comparisons.map((c) => {
    const counter = counters.get(keyOfBenchmark(c.benchmark));
    if (counter === void 0) return c;
    if (c === counter) {
      const lonely = c.class === "regression" && c.strength === "exact" && !timeMoved.has(keyOfBenchmark(c.benchmark));
      return lonely ? withReason(c, `the ${c.metric} count regressed while time did not`) : c;
    }
    if (!TIME.has(c.metric) || !MOVED.has(c.class)) return c;
    if (counter.class === c.class)
      return withReason(
        c,
        `confirmed by counters (${counter.metric} ${counter.class === "regression" ? "up" : "down"})`
      );
    if (counter.class !== "no-change") return c;
    const label = `time-only change (${counter.metric} unchanged): possibly noise, code layout or CPU frequency`;
    if (corroborate && c.class === "regression" && c.strength === "strong") {
      return {
        ...withReason(c, label),
        strength: "likely",
        reasons: [...c.reasons, label, "downgraded from strong to likely (corroborate)"]
      };
    }
    return withReason(c, label);
  });
}
function withReason(c, reason) {
  return { ...c, reasons: [...c.reasons, reason] };
}

// src/compare/mann-whitney-null.ts
var EXACT_RANK_SUM_LIMIT = 50;
var cdfCache = /* @__PURE__ */ new Map();
var pMinCache = [];
var mosesCache = /* @__PURE__ */ new Map();
function exactRankSumCdf(m, n) {
  const small = Math.min(m, n);
  const large = Math.max(m, n);
  const key = small * 1000003 + large;
  const cached = cdfCache.get(key);
  if (cached) return cached;
  const size = small * large;
  const counts = new Float64Array(size + small + 1);
  counts[0] = 1;
  for (let i = 1; i <= small; i++) {
    const up = large + i;
    for (let k = i * large + i; k >= up; k--) counts[k] = at(counts, k) - at(counts, k - up);
    for (let k = i; k <= i * large; k++) counts[k] = at(counts, k) + at(counts, k - i);
    counts.fill(0, i * large + 1, i * large + i + 1);
  }
  let total = 0;
  for (let k = 0; k <= size; k++) total += at(counts, k);
  const cdf = new Float64Array(size + 1);
  let running = 0;
  for (let k = 0; k <= size; k++) {
    running += at(counts, k);
    cdf[k] = running / total;
  }
  cdfCache.set(key, cdf);
  return cdf;
}
function rankSumPMin(m, n) {
  const small = Math.min(m, n);
  const large = Math.max(m, n);
  const key = large <= EXACT_RANK_SUM_LIMIT ? small * (EXACT_RANK_SUM_LIMIT + 1) + large : -1;
  const cached = key < 0 ? void 0 : pMinCache[key];
  if (cached !== void 0) return cached;
  let choose = 1;
  for (let i = 1; i <= small; i++) choose = choose * (large + i) / i;
  const pMin = Math.min(1, 2 / choose);
  if (key >= 0) pMinCache[key] = pMin;
  return pMin;
}
function mosesOrder(m, n, alpha) {
  if (m > EXACT_RANK_SUM_LIMIT || n > EXACT_RANK_SUM_LIMIT) {
    const z = normalQuantile(1 - alpha / 2);
    const k2 = Math.floor(m * n / 2 - z * Math.sqrt(m * n * (m + n + 1) / 12));
    return { k: Math.max(1, k2), achievedConfidence: null };
  }
  let byAlpha = mosesCache.get(alpha);
  if (byAlpha === void 0) mosesCache.set(alpha, byAlpha = []);
  const key = Math.min(m, n) * (EXACT_RANK_SUM_LIMIT + 1) + Math.max(m, n);
  const cached = byAlpha[key];
  if (cached !== void 0) return cached;
  const cdf = exactRankSumCdf(m, n);
  let k = 0;
  while (k < cdf.length && at(cdf, k) <= alpha / 2 * (1 + 1e-12)) k++;
  const order = k === 0 ? { k, achievedConfidence: null } : { k, achievedConfidence: 1 - 2 * at(cdf, k - 1) };
  byAlpha[key] = order;
  return order;
}
function at(values, index) {
  return values[index];
}

// src/compare/false-discovery.ts
function benjaminiHochberg(pValues) {
  for (let i = 0; i < pValues.length; i++) {
    const p = pValues[i];
    if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value outside [0, 1]: ${String(p)}`);
  }
  const count = pValues.length;
  const order = Array.from({ length: count }, (_, i) => i).sort(
    (a, b) => pValues[a] - pValues[b]
  );
  const q = new Array(count);
  let running = 1;
  for (let rank = count; rank >= 1; rank--) {
    const index = order[rank - 1];
    running = Math.min(running, pValues[index] * (count / rank));
    q[index] = running;
  }
  return q;
}
function samplesNeededForIsolatedChange(tests, fdr, design2) {
  const level = fdr / Math.max(1, tests);
  for (let n = 1; ; n++) {
    const pMin = design2 === "rank-sum" ? rankSumPMin(n, n) : Math.min(1, 2 / 2 ** n);
    if (pMin <= level) return n;
  }
}

// src/compare/measurement.ts
function exactOutcome(logRatio, sampleSizes, centre = "median") {
  return {
    path: "deterministic",
    logRatio,
    logCi: Number.isFinite(logRatio) ? { lower: logRatio, upper: logRatio, level: 1 } : null,
    pValue: null,
    pMin: null,
    method: "deterministic",
    signs: null,
    paired: false,
    separated: true,
    belowResolution: false,
    sampleSizes,
    samplesNeeded: null,
    untestableReason: null,
    centre,
    notes: []
  };
}
function completeMeasurement(outcome, base, head, invalidReason, notes) {
  return {
    base,
    head,
    path: outcome.path,
    invalidReason,
    logRatio: outcome.logRatio,
    logCi: outcome.logCi,
    pValue: outcome.pValue,
    pMin: outcome.pMin,
    method: outcome.method,
    signs: outcome.signs,
    paired: outcome.paired,
    separated: outcome.separated,
    belowResolution: outcome.belowResolution,
    sampleSizes: outcome.sampleSizes,
    samplesNeeded: outcome.samplesNeeded,
    untestableReason: outcome.untestableReason,
    centre: outcome.centre,
    notes
  };
}

// src/compare/descriptive.ts
var MAD_TO_SIGMA = 1.482602218505602;
function sortedCopy(values) {
  const copy = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) copy[i] = values[i];
  return copy.sort();
}
function logsOf(values) {
  const logs = new Float64Array(values.length);
  for (let i = 0; i < values.length; i++) logs[i] = Math.log(values[i]);
  return logs;
}
function medianOfSorted(sorted) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const half = n >> 1;
  return n % 2 === 1 ? at2(sorted, half) : (at2(sorted, half - 1) + at2(sorted, half)) / 2;
}
function quantileType7(sorted, p) {
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const fraction = position - lower;
  const low = at2(sorted, lower);
  return fraction === 0 ? low : low + fraction * (at2(sorted, lower + 1) - low);
}
function madOfSorted(sorted) {
  const n = sorted.length;
  if (n === 0) return NaN;
  const center = medianOfSorted(sorted);
  let right = 0;
  while (right < n && at2(sorted, right) < center) right++;
  let left = right - 1;
  let lowMiddle = NaN;
  let highMiddle = NaN;
  for (let i = 0; i <= n >> 1; i++) {
    const below = left >= 0 ? center - at2(sorted, left) : Infinity;
    const above = right < n ? at2(sorted, right) - center : Infinity;
    const deviation = below <= above ? below : above;
    if (below <= above) left--;
    else right++;
    if (i === n - 1 >> 1) lowMiddle = deviation;
    if (i === n >> 1) highMiddle = deviation;
  }
  return (lowMiddle + highMiddle) / 2;
}
function meanOf(values) {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += at2(values, i);
  return sum / values.length;
}
function sampleSd(values) {
  return values.length < 2 ? null : sampleSdAround(values, meanOf(values));
}
function sampleSdAround(values, mean) {
  const n = values.length;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (at2(values, i) - mean) ** 2;
  return Math.sqrt(squares / (n - 1));
}
function at2(values, index) {
  return values[index];
}

// src/compare/signed-rank-null.ts
var EXACT_SIGNED_RANK_LIMIT = 50;
var cdfCache2 = /* @__PURE__ */ new Map();
function exactSignedRankCdf(n) {
  const cached = cdfCache2.get(n);
  if (cached) return cached;
  const counts = subsetSumCounts(Array.from({ length: n }, (_, i) => i + 1));
  const cdf = new Float64Array(counts.length);
  const total = 2 ** n;
  let running = 0;
  for (let t = 0; t < counts.length; t++) {
    running += counts[t];
    cdf[t] = running / total;
  }
  cdfCache2.set(n, cdf);
  return cdf;
}
function tiedSignedRankPValue(doubledRanks, observed) {
  const counts = subsetSumCounts(doubledRanks);
  let below = 0;
  let above = 0;
  let all = 0;
  for (let s = 0; s < counts.length; s++) {
    const count = counts[s];
    all += count;
    if (s <= observed) below += count;
    if (s >= observed) above += count;
  }
  return Math.min(1, 2 * Math.min(below, above) / all);
}
function subsetSumCounts(weights) {
  let total = 0;
  for (const w of weights) total += w;
  const counts = new Float64Array(total + 1);
  counts[0] = 1;
  let reach = 0;
  for (const w of weights) {
    reach += w;
    for (let s = reach; s >= w; s--) counts[s] = counts[s] + counts[s - w];
  }
  return counts;
}
function walshOrder(n, alpha) {
  if (n > EXACT_SIGNED_RANK_LIMIT) {
    const z = normalQuantile(1 - alpha / 2);
    const k2 = Math.floor(n * (n + 1) / 4 - z * Math.sqrt(n * (n + 1) * (2 * n + 1) / 24));
    return { k: Math.max(1, k2), achievedConfidence: null };
  }
  const cdf = exactSignedRankCdf(n);
  let k = 0;
  while (k < cdf.length && cdf[k] <= alpha / 2 * (1 + 1e-12)) k++;
  return k === 0 ? { k, achievedConfidence: null } : { k, achievedConfidence: 1 - 2 * cdf[k - 1] };
}

// src/compare/signed-rank.ts
function wilcoxonSignedRank(differences) {
  const signs = signCounts(differences);
  const magnitudes = differences.filter((d) => d !== 0).map((d) => ({ size: Math.abs(d), positive: d > 0 }));
  magnitudes.sort((a, b) => a.size - b.size);
  const n = magnitudes.length;
  const doubledRanks = [];
  let doubledPlus = 0;
  let tieTerm = 0;
  for (let start = 0; start < n; ) {
    let end = start + 1;
    while (end < n && magnitudes[end]?.size === magnitudes[start]?.size) end++;
    const doubled = start + 1 + end;
    for (let i = start; i < end; i++) {
      doubledRanks.push(doubled);
      if (magnitudes[i]?.positive === true) doubledPlus += doubled;
    }
    const t = end - start;
    tieTerm += t * t * t - t;
    start = end;
  }
  const tPlus = doubledPlus / 2;
  const tMinus = n * (n + 1) / 2 - tPlus;
  const common = {
    tPlus,
    tMinus,
    nonZero: n,
    hasTies: tieTerm > 0,
    pMin: Math.min(1, 2 / 2 ** n),
    signs
  };
  if (n === 0) return { ...common, pValue: 1, method: "signed-rank-exact" };
  if (n <= EXACT_SIGNED_RANK_LIMIT) {
    const pValue = common.hasTies ? tiedSignedRankPValue(doubledRanks, doubledPlus) : exactNoTies(n, tPlus);
    return { ...common, pValue, method: "signed-rank-exact" };
  }
  return {
    ...common,
    pValue: signedRankNormal(tPlus, n, tieTerm).pValue,
    method: "signed-rank-normal"
  };
}
function exactNoTies(n, tPlus) {
  const cdf = exactSignedRankCdf(n);
  const top = n * (n + 1) / 2;
  return Math.min(1, 2 * Math.min(cdf[tPlus] ?? 1, cdf[top - tPlus] ?? 1));
}
function signedRankNormal(tPlus, nonZero, tieTerm, continuity = true) {
  const mean = nonZero * (nonZero + 1) / 4;
  const variance = nonZero * (nonZero + 1) * (2 * nonZero + 1) / 24 - tieTerm / 48;
  const offset = tPlus - mean;
  const numerator = !continuity ? offset : Math.abs(offset) <= 0.5 ? 0 : offset - 0.5 * Math.sign(offset);
  if (variance <= 0) return { z: 0, pValue: 1 };
  const z = numerator / Math.sqrt(variance);
  return { z, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}
function signCounts(differences) {
  let positive = 0;
  let negative = 0;
  for (const d of differences) {
    if (d > 0) positive++;
    else if (d < 0) negative++;
  }
  return { positive, negative, zero: differences.length - positive - negative };
}

// src/compare/pooled-differences.ts
var BRACKET = 4096;
var MAX_STEPS = 2e3;
var PooledDifferences = class {
  totalWeight;
  size;
  rounds;
  constructor(rounds) {
    this.rounds = rounds.filter((r) => r.base.length > 0 && r.head.length > 0);
    let weight = 0;
    let size = 0;
    for (const r of this.rounds) {
      weight += r.weight * r.base.length * r.head.length;
      size += r.base.length * r.head.length;
    }
    this.totalWeight = weight;
    this.size = size;
  }
  /** Weighted (and plain) number of differences ≤ t. */
  atMost(t) {
    let weight = 0;
    let count = 0;
    for (const { base, head, weight: w } of this.rounds) {
      let k = 0;
      let roundCount = 0;
      for (const h of head) {
        while (k < base.length && h - base[k] > t) k++;
        roundCount += base.length - k;
      }
      weight += w * roundCount;
      count += roundCount;
    }
    return { weight, count };
  }
  /**
   * The smallest difference d with weighted count(≤ d) > target; null when none is. Callers fold
   * any tolerance for rounding into `target`.
   */
  firstAbove(target) {
    if (this.size === 0 || !(this.totalWeight > target)) return null;
    let lo = this.extreme(-1);
    let hi = this.extreme(1);
    let below = this.atMost(lo);
    if (below.weight > target) return lo;
    let aboveCount = this.size;
    for (let step = 0; step < MAX_STEPS; step++) {
      if (aboveCount - below.count <= BRACKET) return this.walk(lo, hi, below.weight, target);
      const mid = lo + (hi - lo) / 2;
      if (!(mid > lo && mid < hi)) break;
      const at3 = this.atMost(mid);
      if (at3.weight > target) {
        hi = mid;
        aboveCount = at3.count;
      } else {
        lo = mid;
        below = at3;
      }
    }
    return hi;
  }
  /** The largest difference < x, or null. */
  largestBelow(x) {
    let best = null;
    for (const { base, head } of this.rounds) {
      let k = 0;
      for (const h of head) {
        while (k < base.length && !(h - base[k] < x)) k++;
        if (k < base.length) {
          const d = h - base[k];
          if (best === null || d > best) best = d;
        }
      }
    }
    return best;
  }
  /** The smallest difference > x, or null. */
  smallestAbove(x) {
    let best = null;
    for (const { base, head } of this.rounds) {
      let k = -1;
      for (const h of head) {
        while (k + 1 < base.length && h - base[k + 1] > x) k++;
        if (k >= 0) {
          const d = h - base[k];
          if (best === null || d < best) best = d;
        }
      }
    }
    return best;
  }
  /** The smallest (−1) or largest (1) difference. */
  extreme(side) {
    let best = side === 1 ? -Infinity : Infinity;
    for (const { base, head } of this.rounds) {
      const d = side === 1 ? head[head.length - 1] - base[0] : head[0] - base[base.length - 1];
      best = side === 1 ? Math.max(best, d) : Math.min(best, d);
    }
    return best;
  }
  /** Lists the differences in (lo, hi] and walks them upward from `start` to pass `limit`. */
  walk(lo, hi, start, limit) {
    const values = [];
    const weights = [];
    for (const { base, head, weight } of this.rounds) {
      let from = 0;
      let to = 0;
      for (const h of head) {
        while (from < base.length && h - base[from] > hi) from++;
        if (to < from) to = from;
        while (to < base.length && h - base[to] > lo) to++;
        for (let k = from; k < to; k++) {
          values.push(h - base[k]);
          weights.push(weight);
        }
      }
    }
    const order = values.map((_, i) => i).sort((i, j) => values[i] - values[j]);
    let sum = start;
    for (const i of order) {
      sum += weights[i];
      if (sum > limit) return values[i];
    }
    return hi;
  }
};

// src/compare/tie-groups.ts
var NO_COUNTS = new Int32Array(0);
function tieGroups(base, head, keepCounts = true) {
  const capacity = keepCounts ? base.length + head.length : 0;
  const baseCounts = capacity > 0 ? new Int32Array(capacity) : NO_COUNTS;
  const headCounts = capacity > 0 ? new Int32Array(capacity) : NO_COUNTS;
  let count = 0;
  let i = 0;
  let j = 0;
  let baseBefore = 0;
  let uHead = 0;
  let tieTerm = 0;
  while (i < base.length || j < head.length) {
    const value = Math.min(
      i < base.length ? base[i] : Infinity,
      j < head.length ? head[j] : Infinity
    );
    let b = 0;
    let h = 0;
    while (i < base.length && base[i] === value) {
      b++;
      i++;
    }
    while (j < head.length && head[j] === value) {
      h++;
      j++;
    }
    if (keepCounts) {
      baseCounts[count] = b;
      headCounts[count] = h;
    }
    count++;
    uHead += h * baseBefore + 0.5 * h * b;
    baseBefore += b;
    const t = b + h;
    tieTerm += t * t * t - t;
  }
  return { baseCounts, headCounts, count, uHead, tieTerm, hasTies: tieTerm > 0 };
}

// src/compare/stratified-rank-sum.ts
function stratifiedRankSum(strata, alpha) {
  let v = 0;
  let expected = 0;
  let variance = 0;
  let varianceNoTies = 0;
  let positive = 0;
  let negative = 0;
  for (const { base, head } of strata) {
    const m = head.length;
    const n = base.length;
    const total = m + n;
    const w = 1 / (total + 1);
    const groups = tieGroups(base, head, false);
    v += w * groups.uHead;
    expected += w * m * n / 2;
    const tieShare = total > 1 ? groups.tieTerm / (total * (total - 1)) : 0;
    variance += w * w * (m * n / 12) * (total + 1 - tieShare);
    varianceNoTies += w * w * (m * n / 12) * (total + 1);
    const shift = medianOfSorted(head) - medianOfSorted(base);
    if (shift > 0) positive++;
    else if (shift < 0) negative++;
  }
  const z = variance > 0 ? (v - expected) / Math.sqrt(variance) : 0;
  const zMax = varianceNoTies > 0 ? expected / Math.sqrt(varianceNoTies) : 0;
  const critical = normalQuantile(1 - alpha / 2);
  const limit = expected - critical * Math.sqrt(varianceNoTies);
  const weighted = (rounds) => new PooledDifferences(
    rounds.map(({ base, head }) => ({ base, head, weight: 1 / (base.length + head.length + 1) }))
  );
  const pooled = weighted(strata);
  const lower = lowerEnd(pooled, limit);
  const upper = lowerEnd(weighted(strata.map((r) => ({ base: r.head, head: r.base }))), limit);
  return {
    estimate: weightedMedian(pooled),
    ci: lower === null || upper === null ? null : { lower, upper: -upper, level: 1 - alpha },
    pValue: variance > 0 ? Math.min(1, 2 * normalUpperTail(Math.abs(z))) : 1,
    pMin: Math.min(1, 2 * normalUpperTail(zMax)),
    z,
    signs: { positive, negative, zero: strata.length - positive - negative }
  };
}
function lowerEnd(pooled, limit) {
  const first = pooled.firstAbove(limit + 1e-12 * Math.max(1, Math.abs(limit)));
  return first === null ? null : pooled.largestBelow(first);
}
function weightedMedian(pooled) {
  const half = pooled.totalWeight / 2;
  const tolerance = 1e-12 * pooled.totalWeight;
  const middle = pooled.firstAbove(half - tolerance);
  if (middle === null) return NaN;
  if (Math.abs(pooled.atMost(middle).weight - half) > tolerance) return middle;
  const next = pooled.smallestAbove(middle);
  return next === null ? middle : (middle + next) / 2;
}

// src/compare/quickselect.ts
function selectRanks(values, length, ranks) {
  placeRanks(values, length, ranks);
  return ranks.map((rank) => get(values, rank));
}
function placeRanks(values, length, ranks) {
  selectInRange(values, 0, length - 1, ranks, 0, ranks.length, 2 * Math.ceil(Math.log2(length + 1)));
}
function selectInRange(values, left, right, ranks, from, to, budget) {
  while (from < to && right > left) {
    if (budget-- === 0) {
      values.subarray(left, right + 1).sort();
      return;
    }
    const pivot = medianOfThree(values, left, left + right >>> 1, right);
    let i = left;
    let j = right;
    while (i <= j) {
      while (get(values, i) < pivot) i++;
      while (get(values, j) > pivot) j--;
      if (i <= j) {
        const swap2 = get(values, i);
        values[i] = get(values, j);
        values[j] = swap2;
        i++;
        j--;
      }
    }
    let leftEnd = from;
    while (leftEnd < to && ranks[leftEnd] <= j) leftEnd++;
    let rightStart = leftEnd;
    while (rightStart < to && ranks[rightStart] < i) rightStart++;
    selectInRange(values, left, j, ranks, from, leftEnd, budget);
    left = i;
    from = rightStart;
  }
}
function medianOfThree(values, a, b, c) {
  const x = get(values, a);
  const y = get(values, b);
  const z = get(values, c);
  if (x < y) return y < z ? y : x < z ? z : x;
  return x < z ? x : y < z ? z : y;
}
function get(values, index) {
  return values[index];
}

// src/compare/sorted-matrix-select.ts
function selectInRowSortedMatrix(matrix, k, scratch2) {
  const { rows } = matrix;
  const low = new Int32Array(rows);
  const high = new Int32Array(rows);
  let widest = 0;
  for (let row = 0; row < rows; row++) {
    high[row] = matrix.rowLength(row);
    widest = Math.max(widest, high[row]);
  }
  const gatherAt = Math.min(scratch2.length, GATHER_FACTOR * (rows + widest));
  const margin = Math.max(1, Math.floor(gatherAt / 4));
  const below = new Int32Array(rows);
  const atOrBelow = new Int32Array(rows);
  const medians = new Float64Array(rows);
  const weights = new Float64Array(rows);
  let eliminatedBelow = 0;
  let last = { pivot: NaN, rank: NaN, density: NaN, cutAbove: false };
  for (; ; ) {
    let candidates = 0;
    for (let row = 0; row < rows; row++) candidates += high[row] - low[row];
    if (candidates <= gatherAt) {
      let length = 0;
      for (let row = 0; row < rows; row++) {
        for (let c = low[row]; c < high[row]; c++)
          scratch2[length++] = matrix.value(row, c);
      }
      return selectRanks(scratch2, length, [k - eliminatedBelow - 1])[0];
    }
    const aim = last.cutAbove ? k - margin : k + margin;
    let pivot = newtonPivot(matrix, low, high, last, aim);
    const stepped = !Number.isNaN(pivot);
    if (!stepped) {
      let count = 0;
      for (let row = 0; row < rows; row++) {
        const weight = high[row] - low[row];
        if (weight === 0) continue;
        medians[count] = matrix.value(row, low[row] + (weight >> 1));
        weights[count++] = weight;
      }
      pivot = weightedMedian2(medians, weights, count, candidates);
    }
    const countBelow = eliminatedBelow + staircase(matrix, pivot, low, high, low, below, false);
    const countAtOrBelow = eliminatedBelow + staircase(matrix, pivot, low, high, below, atOrBelow, true);
    let remaining;
    const cutAbove = k <= countBelow;
    if (cutAbove) {
      remaining = countBelow - eliminatedBelow;
      high.set(below);
    } else if (k <= countAtOrBelow) return pivot;
    else {
      remaining = eliminatedBelow + candidates - countAtOrBelow;
      low.set(atOrBelow);
      eliminatedBelow = countAtOrBelow;
    }
    const density = !stepped || remaining <= 0.75 * candidates ? densityAt(matrix, below) : NaN;
    last = { pivot, rank: countBelow, density, cutAbove };
  }
}
var GATHER_FACTOR = 1;
var SPACING_SPAN = 4;
function densityAt(matrix, boundaries) {
  let density = 0;
  for (let row = 0; row < matrix.rows; row++) {
    const length = matrix.rowLength(row);
    const c = boundaries[row];
    if (c <= 0 || c >= length) continue;
    const from = Math.max(0, c - SPACING_SPAN);
    const to = Math.min(length - 1, c + SPACING_SPAN - 1);
    const spacing = (matrix.value(row, to) - matrix.value(row, from)) / (to - from);
    if (spacing > 0) density += 1 / spacing;
  }
  return density;
}
function newtonPivot(matrix, low, high, last, aim) {
  if (!(last.density > 0 && Number.isFinite(last.density))) return NaN;
  const pivot = last.pivot + (aim - last.rank) / last.density;
  let floor = Infinity;
  let ceiling = -Infinity;
  for (let row = 0; row < matrix.rows; row++) {
    const start = low[row];
    const end = high[row];
    if (start >= end) continue;
    floor = Math.min(floor, matrix.value(row, start));
    ceiling = Math.max(ceiling, matrix.value(row, end - 1));
  }
  return pivot > floor && pivot < ceiling && pivot !== 0 ? pivot : NaN;
}
function selectOrdersInRowSortedMatrix(matrix, orders, scratch2) {
  const selected2 = [];
  orders.forEach((order, i) => {
    const previous = selected2[i - 1];
    selected2.push(
      previous !== void 0 && orders[i - 1] === order - 1 ? nextAfter(matrix, order - 1, previous) : selectInRowSortedMatrix(matrix, order, scratch2)
    );
  });
  return selected2;
}
function nextAfter(matrix, k, kth) {
  let atOrBelow = 0;
  let above = Infinity;
  let c = 0;
  for (let row = matrix.rows - 1; row >= 0; row--) {
    const end = matrix.rowLength(row);
    if (c > end) c = end;
    while (c < end && matrix.value(row, c) <= kth) c++;
    atOrBelow += c;
    if (c < end) above = Math.min(above, matrix.value(row, c));
  }
  return atOrBelow > k ? kth : above;
}
function staircase(matrix, pivot, low, high, from, out, orEqual) {
  let count = 0;
  let c = 0;
  for (let row = matrix.rows - 1; row >= 0; row--) {
    const end = high[row];
    if (c > end) c = end;
    const start = from[row];
    if (c < start) c = start;
    if (orEqual) while (c < end && matrix.value(row, c) <= pivot) c++;
    else while (c < end && matrix.value(row, c) < pivot) c++;
    out[row] = c;
    count += c - low[row];
  }
  return count;
}
function weightedMedian2(values, weights, count, total) {
  const half = total / 2;
  let lo = 0;
  let hi = count - 1;
  let before = 0;
  for (; ; ) {
    if (lo >= hi) return values[lo];
    const pivot = values[lo + hi >>> 1];
    let lt = lo;
    let gt = hi;
    let i = lo;
    let less = 0;
    let equal = 0;
    while (i <= gt) {
      const v = values[i];
      if (v < pivot) {
        less += weights[i];
        swap(values, weights, lt++, i++);
      } else if (v > pivot) swap(values, weights, i, gt--);
      else {
        equal += weights[i];
        i++;
      }
    }
    if (before + less >= half) hi = lt - 1;
    else if (before + less + equal >= half) return pivot;
    else {
      before += less + equal;
      lo = gt + 1;
    }
  }
}
function swap(values, weights, a, b) {
  const v = values[a];
  values[a] = values[b];
  values[b] = v;
  const w = weights[a];
  weights[a] = weights[b];
  weights[b] = w;
}

// src/compare/pair-selection.ts
var DIRECT_SELECTION_LIMIT = 2e4;
var scratch = new Float64Array(DIRECT_SELECTION_LIMIT);
function selectPairwiseDifferences(base, head, orders) {
  const n = base.length;
  if (head.length * n > DIRECT_SELECTION_LIMIT) {
    const matrix = {
      rows: head.length,
      rowLength: () => n,
      // Row j ascends as base descends: b_j − a_{n−1−c}, the same arithmetic as the fill below.
      value: (row, column) => head[row] - base[n - 1 - column]
    };
    return selectOrdersInRowSortedMatrix(matrix, orders, scratch);
  }
  let length = 0;
  for (let j = 0; j < head.length; j++) {
    const b = head[j];
    for (let i = 0; i < n; i++) scratch[length++] = b - base[i];
  }
  return selectRanks(scratch, length, toRanks(orders));
}
function selectWalshAverages(differences, orders) {
  const n = differences.length;
  if (n * (n + 1) / 2 > DIRECT_SELECTION_LIMIT) {
    const matrix = {
      rows: n,
      rowLength: (row) => row + 1,
      value: (row, column) => (differences[column] + differences[row]) / 2
    };
    return selectOrdersInRowSortedMatrix(matrix, orders, scratch);
  }
  let length = 0;
  for (let j = 0; j < n; j++) {
    const dj = differences[j];
    for (let i = 0; i <= j; i++) scratch[length++] = (differences[i] + dj) / 2;
  }
  return selectRanks(scratch, length, toRanks(orders));
}
function toRanks(orders) {
  return orders.map((order) => order - 1);
}
function differenceMedianAndBounds(base, head, k) {
  const n = base.length;
  const total = head.length * n;
  if (total > DIRECT_SELECTION_LIMIT) {
    return selectMedianAndBounds(
      (orders) => selectPairwiseDifferences(base, head, orders),
      total,
      k
    );
  }
  let length = 0;
  for (let j = 0; j < head.length; j++) {
    const b = head[j];
    for (let i = 0; i < n; i++) scratch[length++] = b - base[i];
  }
  const odd = total % 2 === 1;
  const lowMiddle = odd ? (total - 1) / 2 : total / 2 - 1;
  const highMiddle = odd ? lowMiddle : total / 2;
  const ranks = k > 0 ? odd ? [k - 1, lowMiddle, total - k] : [k - 1, lowMiddle, highMiddle, total - k] : odd ? [lowMiddle] : [lowMiddle, highMiddle];
  placeRanks(scratch, length, ranks);
  const low = scratch[lowMiddle];
  const median = odd ? low : (low + scratch[highMiddle]) / 2;
  const bounds = k > 0 ? [scratch[k - 1], scratch[total - k]] : null;
  return { median, bounds };
}
function selectMedianAndBounds(select, total, k) {
  const middle = total % 2 === 1 ? [(total + 1) / 2] : [total / 2, total / 2 + 1];
  const selected2 = select(k > 0 ? [k, ...middle, total - k + 1] : middle);
  const first = k > 0 ? 1 : 0;
  const low = selected2[first];
  const median = middle.length === 1 ? low : (low + selected2[first + 1]) / 2;
  const bounds = k > 0 ? [selected2[0], selected2[selected2.length - 1]] : null;
  return { median, bounds };
}

// src/compare/shift-estimate.ts
function hodgesLehmannShift(base, head, alpha) {
  const { k, achievedConfidence } = mosesOrder(head.length, base.length, alpha);
  const selection = differenceMedianAndBounds(base, head, k);
  return shiftEstimate(selection, k, achievedConfidence ?? 1 - alpha);
}
function shiftEstimate(selection, k, level) {
  const { median, bounds } = selection;
  return {
    estimate: median,
    ci: bounds === null ? null : { lower: bounds[0], upper: bounds[1], level },
    k: bounds === null ? 0 : k
  };
}

// src/compare/walsh-estimate.ts
function walshShift(differences, alpha) {
  const sorted = sortedCopy(differences);
  const n = sorted.length;
  const { k, achievedConfidence } = walshOrder(n, alpha);
  const selection = selectMedianAndBounds(
    (orders) => selectWalshAverages(sorted, orders),
    n * (n + 1) / 2,
    k
  );
  return shiftEstimate(selection, k, achievedConfidence ?? 1 - alpha);
}

// src/compare/measure-paired.ts
function measurePaired(base, head, alpha) {
  const baseRounds = byRound(base);
  const headRounds = byRound(head);
  const shared = [...baseRounds.keys()].filter((round) => headRounds.has(round));
  if (shared.length === 0) return null;
  const unmatchedRounds = baseRounds.size + headRounds.size - 2 * shared.length;
  const strata = shared.map((round) => ({
    base: sortedCopy((baseRounds.get(round) ?? []).map(Math.log)),
    head: sortedCopy((headRounds.get(round) ?? []).map(Math.log))
  }));
  if (strata.every((stratum) => stratum.base.length === 1 && stratum.head.length === 1)) {
    const differences = strata.map(
      (stratum) => stratum.head[0] - stratum.base[0]
    );
    const test2 = wilcoxonSignedRank(differences);
    const shift = walshShift(differences, alpha);
    return {
      logRatio: shift.estimate,
      logCi: shift.ci,
      pValue: test2.pValue,
      pMin: test2.pMin,
      method: test2.method,
      signs: test2.signs,
      rounds: shared.length,
      unmatchedRounds
    };
  }
  const test = stratifiedRankSum(strata, alpha);
  return {
    logRatio: test.estimate,
    logCi: test.ci,
    pValue: test.pValue,
    pMin: test.pMin,
    method: "stratified-rank-sum",
    signs: test.signs,
    rounds: shared.length,
    unmatchedRounds
  };
}
function byRound(side) {
  const rounds = /* @__PURE__ */ new Map();
  side.samples.forEach((value, i) => {
    const round = side.rounds[i] ?? "";
    const values = rounds.get(round);
    if (values) values.push(value);
    else rounds.set(round, [value]);
  });
  return rounds;
}

// src/compare/tie-conditional-null.ts
var EXACT_TIES_LIMIT = 20;
function tieConditionalPValue(groups) {
  let m = 0;
  let n = 0;
  for (let g = 0; g < groups.count; g++) {
    m += groups.headCounts[g];
    n += groups.baseCounts[g];
  }
  const total = m + n;
  const maxSum = total * (total + 1);
  const width = maxSum + 1;
  const ways = new Float64Array((m + 1) * width);
  ways[0] = 1;
  let before = 0;
  let observed = 0;
  for (let g = 0; g < groups.count; g++) {
    const head = groups.headCounts[g];
    const size = head + groups.baseCounts[g];
    const weight = 2 * before + size + 1;
    observed += head * weight;
    before += size;
    for (let j = m - 1; j >= 0; j--) {
      const row2 = j * width;
      for (let s = 0; s < width; s++) {
        const current = ways[row2 + s];
        if (current === 0) continue;
        let choose = 1;
        for (let k = 1; k <= size && j + k <= m && s + k * weight < width; k++) {
          choose = choose * (size - k + 1) / k;
          const target = (j + k) * width + s + k * weight;
          ways[target] = ways[target] + current * choose;
        }
      }
    }
  }
  let below = 0;
  let above = 0;
  let all = 0;
  const row = m * width;
  for (let s = 0; s < width; s++) {
    const count = ways[row + s];
    all += count;
    if (s <= observed) below += count;
    if (s >= observed) above += count;
  }
  return Math.min(1, 2 * Math.min(below, above) / all);
}

// src/compare/mann-whitney.ts
function mannWhitney(base, head) {
  const m = head.length;
  const n = base.length;
  const groups = tieGroups(base, head, false);
  const { uHead, hasTies } = groups;
  const pMin = rankSumPMin(m, n);
  if (groups.count === 1)
    return { uHead, pMin, hasTies, pValue: 1, method: "mann-whitney-exact-ties" };
  if (!hasTies && m <= EXACT_RANK_SUM_LIMIT && n <= EXACT_RANK_SUM_LIMIT) {
    const cdf = exactRankSumCdf(m, n);
    const u = Math.round(uHead);
    const tail = Math.min(cdf[u] ?? 1, cdf[m * n - u] ?? 1);
    return { uHead, pMin, hasTies, pValue: Math.min(1, 2 * tail), method: "mann-whitney-exact" };
  }
  if (hasTies && m + n <= EXACT_TIES_LIMIT) {
    const pValue = tieConditionalPValue(tieGroups(base, head, true));
    return { uHead, pMin, hasTies, pValue, method: "mann-whitney-exact-ties" };
  }
  const normal = rankSumNormal(uHead, m, n, groups.tieTerm);
  return { uHead, pMin, hasTies, pValue: normal.pValue, method: "mann-whitney-normal" };
}
function rankSumNormal(uHead, m, n, tieTerm) {
  const total = m + n;
  const variance = m * n / 12 * (total + 1 - (total > 1 ? tieTerm / (total * (total - 1)) : 0));
  const sigma = Math.sqrt(Math.max(0, variance));
  const offset = uHead - m * n / 2;
  if (sigma === 0) return { sigma, z: null, pValue: 1 };
  const numerator = Math.abs(offset) <= 0.5 ? 0 : offset - 0.5 * Math.sign(offset);
  const z = numerator / sigma;
  return { sigma, z, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}

// src/compare/measure-unpaired.ts
function measureUnpaired(base, head, alpha) {
  const test = mannWhitney(base.sorted, head.sorted);
  const shift = hodgesLehmannShift(base.sortedLogs, head.sortedLogs, alpha);
  const n = base.sorted.length;
  const m = head.sorted.length;
  return {
    logRatio: shift.estimate,
    logCi: shift.ci,
    pValue: test.pValue,
    pMin: test.pMin,
    method: test.method,
    separated: n === 1 || m === 1 || base.sorted[n - 1] < head.sorted[0] || head.sorted[m - 1] < base.sorted[0]
  };
}

// src/compare/sort-small.ts
var INSERTION_SORT_LIMIT = 32;
function sortInto(values, out) {
  const n = values.length;
  if (n > INSERTION_SORT_LIMIT) {
    nativeSortInto(values, out);
    return;
  }
  for (let i = 0; i < n; i++) {
    const value = values[i];
    if (value === 0 || value !== value) {
      nativeSortInto(values, out);
      return;
    }
    let j = i;
    while (j > 0 && out[j - 1] > value) {
      out[j] = out[j - 1];
      j--;
    }
    out[j] = value;
  }
}
function nativeSortInto(values, out) {
  for (let i = 0; i < values.length; i++) out[i] = values[i];
  out.sort();
}

// src/compare/pool-results.ts
function poolResults(results, arena) {
  const only = results.length === 1 ? results[0] : void 0;
  if (only !== void 0 && allFinite(only.samples)) {
    const samples2 = only.samples;
    const rounds2 = only.rounds?.length === samples2.length ? only.rounds : null;
    const sorted2 = room(arena, samples2.length);
    const sortedLogs2 = room(arena, samples2.length);
    sortInto(samples2, sorted2);
    logsInto(sorted2, sortedLogs2);
    return {
      samples: samples2,
      sorted: sorted2,
      sortedLogs: sortedLogs2,
      rounds: samples2.length > 0 ? rounds2 : null,
      summary: samples2.length === 0 ? only.summary ?? null : null,
      quantum: only.quantum,
      deterministic: only.deterministic === true,
      error: only.error ?? null,
      droppedNonFinite: 0,
      conflict: null,
      summariesAsSamples: 0,
      first: only
    };
  }
  const first = results[0];
  const fingerprint = (r) => JSON.stringify([r.format, r.unit, sortedEntries(r.environment)]);
  const mismatch = results.find((r) => fingerprint(r) !== fingerprint(first));
  const withSamples = results.filter((r) => r.samples.length > 0);
  const summaries = results.filter((r) => r.samples.length === 0 && r.summary !== void 0);
  const summariesAsSamples = withSamples.length === 0 && summaries.length > 1;
  const samples = [];
  const rounds = [];
  let dropped = 0;
  const take = (value, round) => {
    if (!Number.isFinite(value)) {
      dropped++;
      return;
    }
    samples.push(value);
    if (round !== void 0) rounds.push(round);
  };
  for (const result of withSamples) {
    for (const [i, value] of result.samples.entries()) take(value, result.rounds?.[i]);
  }
  if (summariesAsSamples) {
    for (const result of summaries) take(locationOf(result.summary), result.rounds?.[0]);
  }
  const mixed = withSamples.length > 0 ? summaries[0] : void 0;
  const conflict = mismatch !== void 0 ? `results from ${first.source.file} and ${mismatch.source.file} differ in format, unit or environment` : mixed !== void 0 ? `${withSamples[0].source.file} has samples but ${mixed.source.file} only a summary; they cannot be pooled` : null;
  const { sorted, sortedLogs } = sortedWithLogs(samples, arena);
  return {
    samples,
    sorted,
    sortedLogs,
    rounds: samples.length > 0 && rounds.length === samples.length ? rounds : null,
    summary: withSamples.length === 0 && !summariesAsSamples ? summaries[0]?.summary ?? null : null,
    quantum: results.reduce(
      (q, r) => r.quantum === void 0 ? q : Math.max(q ?? 0, r.quantum),
      void 0
    ),
    deterministic: results.every((r) => r.deterministic === true),
    error: results.find((r) => r.error !== void 0)?.error ?? null,
    droppedNonFinite: dropped,
    conflict,
    summariesAsSamples: summariesAsSamples ? summaries.length : 0,
    first
  };
}
function locationOf(summary) {
  return summary?.median ?? summary?.mean ?? NaN;
}
function sortedEntries(environment2) {
  return Object.entries(environment2 ?? {}).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0);
}
function sortedWithLogs(samples, arena) {
  const sorted = room(arena, samples.length);
  const sortedLogs = room(arena, samples.length);
  sortInto(samples, sorted);
  logsInto(sorted, sortedLogs);
  return { sorted, sortedLogs };
}
function room(arena, length) {
  return arena ? arena.take(length) : new Float64Array(length);
}
function allFinite(values) {
  for (let i = 0; i < values.length; i++) if (!Number.isFinite(values[i])) return false;
  return true;
}
function logsInto(sorted, logs) {
  for (let i = 0; i < sorted.length; i++) logs[i] = Math.log(sorted[i]);
}
var SampleArena = class {
  buffer = new Float64Array(0);
  used = 0;
  /** The views handed out since the last rewind, in order, to hand out again when they fit. */
  views = [];
  taken = 0;
  take(length) {
    if (this.used + length > this.buffer.length) {
      this.buffer = new Float64Array(Math.max(2 * this.buffer.length, 4 * length, 64));
      this.used = 0;
      this.views.length = 0;
      this.taken = 0;
    }
    const previous = this.views[this.taken];
    const view = previous?.length === length && previous.byteOffset === this.used * 8 ? previous : this.buffer.subarray(this.used, this.used + length);
    this.views[this.taken++] = view;
    this.used += length;
    return view;
  }
  /** Everything taken so far is no longer read: its room (and views) are handed out again. */
  rewind() {
    this.used = 0;
    this.taken = 0;
  }
};

// src/compare/resolution.ts
var MULTIPLE_TOLERANCE = 1e-9;
var RELATIVE_TOLERANCE = 1e-11;
var MAX_DIGITS = 8;
var MIN_VALUES_TO_INFER = 4;
function allMultiples(values, quantum) {
  for (let i = 0; i < values.length; i++) {
    const ratio = values[i] / quantum;
    const tolerance = Math.max(MULTIPLE_TOLERANCE, RELATIVE_TOLERANCE * Math.abs(ratio));
    if (Math.abs(ratio - Math.round(ratio)) > tolerance) return false;
  }
  return true;
}
function isBelowResolution(base, head) {
  const first = base.values;
  const second = head.values;
  const count = first.length + second.length;
  let low = Infinity;
  let high = -Infinity;
  let largest = 0;
  for (let i = 0; i < count; i++) {
    const value = i < first.length ? first[i] : second[i - first.length];
    low = Math.min(low, value);
    high = Math.max(high, value);
    largest = Math.max(largest, Math.abs(value));
  }
  const range = high - low;
  const declared = Math.max(base.quantum ?? 0, head.quantum ?? 0);
  if (declared > 0 && range <= declared * (1 + 1e-9)) return true;
  if (count < MIN_VALUES_TO_INFER) return false;
  if (!(largest > 0) || !Number.isFinite(largest)) return false;
  const top = Math.floor(Math.log10(largest));
  for (let exponent = top; exponent >= top - MAX_DIGITS; exponent--) {
    const quantum = 10 ** exponent;
    if (!(range <= quantum * (1 + 1e-9))) return false;
    if (allMultiples(first, quantum) && allMultiples(second, quantum)) return true;
  }
  return false;
}

// src/compare/measure-samples.ts
function measureSamples(base, head, stats, options) {
  const { alpha } = options;
  const sampleSizes = { base: base.samples.length, head: head.samples.length };
  const declared = base.deterministic && head.deterministic;
  const zeroRange = isConstant(stats.base) && isConstant(stats.head);
  if (zeroRange && (declared || sampleSizes.base >= 2 && sampleSizes.head >= 2)) {
    return exactOutcome(
      Math.log(head.samples[0] / base.samples[0]),
      sampleSizes
    );
  }
  const notes = [];
  if (declared) notes.push("declared deterministic, but the values vary: tested as noisy samples");
  const belowResolution = isBelowResolution(
    { values: base.samples, quantum: base.quantum },
    { values: head.samples, quantum: head.quantum }
  );
  if (options.paired && base.rounds !== null && head.rounds !== null) {
    const paired = measurePaired(
      { samples: base.samples, rounds: base.rounds },
      { samples: head.samples, rounds: head.rounds },
      alpha
    );
    if (paired !== null) {
      if (paired.unmatchedRounds > 0) {
        notes.push(`${paired.unmatchedRounds} round(s) present on one side only were left out`);
      }
      const untestable2 = paired.pMin > alpha || paired.rounds === 1;
      const { signs } = paired;
      return {
        path: untestable2 ? "untestable" : "tested",
        logRatio: paired.logRatio,
        logCi: paired.logCi,
        pValue: paired.pValue,
        pMin: paired.pMin,
        method: paired.method,
        signs,
        paired: true,
        separated: signs.zero === 0 && (signs.positive === 0 || signs.negative === 0),
        belowResolution,
        sampleSizes: { base: paired.rounds, head: paired.rounds },
        samplesNeeded: untestable2 ? samplesNeededForIsolatedChange(1, alpha, "signed-rank") : null,
        untestableReason: null,
        centre: "median",
        notes
      };
    }
    notes.push("paired design, but no round appears on both sides: compared unpaired");
  } else if (options.paired) {
    notes.push("paired design, but the results carry no round ids: compared unpaired");
  }
  const unpaired = measureUnpaired(base, head, alpha);
  const untestable = unpaired.pMin > alpha || Math.min(sampleSizes.base, sampleSizes.head) === 1;
  return {
    path: untestable ? "untestable" : "tested",
    logRatio: unpaired.logRatio,
    logCi: unpaired.logCi,
    pValue: unpaired.pValue,
    pMin: unpaired.pMin,
    method: unpaired.method,
    signs: null,
    paired: false,
    separated: unpaired.separated,
    belowResolution,
    sampleSizes,
    samplesNeeded: untestable ? samplesNeededForIsolatedChange(1, alpha, "rank-sum") : null,
    untestableReason: null,
    centre: "median",
    notes
  };
}
function isConstant(stats) {
  return stats !== null && stats.max === stats.min;
}

// src/compare/summary-spread.ts
function withMeasuredSpread(summary, declaredDeterministic) {
  const zeroRange = summary.n >= 2 && summary.min !== void 0 && summary.max !== void 0 && summary.min === summary.max;
  if (declaredDeterministic || zeroRange || summary.sd !== 0 && summary.mad !== 0)
    return { summary, unmeasured: [] };
  const { sd, mad, ...rest } = summary;
  return {
    summary: {
      ...rest,
      ...sd === void 0 || sd === 0 ? {} : { sd },
      ...mad === void 0 || mad === 0 ? {} : { mad }
    },
    unmeasured: [...sd === 0 ? ["sd"] : [], ...mad === 0 ? ["MAD"] : []]
  };
}
function noSpreadReason(base, head) {
  const figures = [.../* @__PURE__ */ new Set([...base.unmeasured, ...head.unmeasured])];
  if (figures.length === 0) return "the harness gave no spread figure to test with";
  const side = base.unmeasured.length === 0 ? " on the head side" : head.unmeasured.length === 0 ? " on the base side" : "";
  return `the harness printed no spread (${figures.map((f) => `${f} = 0`).join(", ")}${side})`;
}

// src/compare/welch.ts
function welchRaw(head, base, alpha) {
  return welchFromTerms(
    head.mean - base.mean,
    head.sd ** 2 / head.n,
    base.sd ** 2 / base.n,
    head.n,
    base.n,
    alpha
  );
}
function welchLogRatio(head, base, alpha) {
  const a = (head.sd / head.mean) ** 2 / head.n;
  const b = (base.sd / base.mean) ** 2 / base.n;
  return welchFromTerms(Math.log(head.mean / base.mean), a, b, head.n, base.n, alpha);
}
function welchFromTerms(estimate, a, b, nHead, nBase, alpha) {
  const se = Math.sqrt(a + b);
  const df = (a + b) ** 2 / (a ** 2 / (nHead - 1) + b ** 2 / (nBase - 1));
  const t = estimate / se;
  const critical = studentTQuantile(1 - alpha / 2, df);
  return {
    estimate,
    se,
    t,
    df,
    pValue: Math.min(1, 2 * studentTUpperTail(Math.abs(t), df)),
    ci: [estimate - critical * se, estimate + critical * se],
    critical
  };
}
function medianMadApproximation(head, base, alpha) {
  const seOf = (side) => Math.sqrt(Math.PI / 2) * MAD_TO_SIGMA * side.mad / Math.sqrt(side.n) / side.median;
  const se = Math.hypot(seOf(head), seOf(base));
  const estimate = Math.log(head.median / base.median);
  const z = estimate / se;
  const critical = normalQuantile(1 - alpha / 2);
  return {
    estimate,
    se,
    t: z,
    df: Infinity,
    pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))),
    ci: [estimate - critical * se, estimate + critical * se],
    critical
  };
}

// src/compare/measure-summary.ts
function measureSummaries(base, head, options) {
  const { alpha } = options;
  const measured2 = {
    base: withMeasuredSpread(base, options.deterministic),
    head: withMeasuredSpread(head, options.deterministic)
  };
  const b = measured2.base.summary;
  const h = measured2.head.summary;
  const separated = b.n <= 1 || h.n <= 1 || disjoint(b, h);
  const withMoments = hasMoments(b) && hasMoments(h);
  const byMeans = withMoments || b.mean !== void 0 && h.mean !== void 0;
  const logCenter = byMeans ? Math.log((h.mean ?? NaN) / (b.mean ?? NaN)) : Math.log((h.median ?? NaN) / (b.median ?? NaN));
  const centre = byMeans ? "mean" : "median";
  const untested = { pValue: null, deterministic: false, separated, untestableReason: null };
  if (withMoments && b.sd === 0 && h.sd === 0) {
    return {
      ...untested,
      logRatio: logCenter,
      logCi: { lower: logCenter, upper: logCenter, level: 1 },
      method: "deterministic",
      deterministic: true,
      separated: true,
      centre,
      notes: []
    };
  }
  const testable = b.n >= 2 && h.n >= 2;
  if (testable && withMoments) {
    const moments = { base: momentsOf(b), head: momentsOf(h) };
    const log2 = welchLogRatio(moments.head, moments.base, alpha);
    const raw = welchRaw(moments.head, moments.base, alpha);
    const note = `parametric (summary-only) comparison: Welch on the log ratio of means; raw Welch t = ${raw.t.toFixed(2)}, p = ${raw.pValue.toPrecision(2)}`;
    return {
      ...untested,
      logRatio: log2.estimate,
      logCi: ciOf(log2.ci, alpha),
      pValue: log2.pValue,
      method: "welch-log-summary",
      centre: "mean",
      notes: [note]
    };
  }
  if (testable && b.median !== void 0 && h.median !== void 0 && b.mad !== void 0 && h.mad !== void 0) {
    const approx = medianMadApproximation(
      { median: h.median, mad: h.mad, n: h.n },
      { median: b.median, mad: b.mad, n: b.n },
      alpha
    );
    const unmeasured = measured2.base.unmeasured.length + measured2.head.unmeasured.length > 0;
    const notes = [
      "approximate comparison from medians and MADs only (normal interval)",
      ...unmeasured ? [`${noSpreadReason(measured2.base, measured2.head)} for the means`] : []
    ];
    return {
      ...untested,
      logRatio: approx.estimate,
      logCi: ciOf(approx.ci, alpha),
      pValue: approx.pValue,
      method: "welch-log-summary",
      centre: "median",
      notes
    };
  }
  return {
    ...untested,
    logRatio: logCenter,
    logCi: null,
    method: "none",
    centre,
    untestableReason: testable ? noSpreadReason(measured2.base, measured2.head) : null,
    notes: testable ? [] : ["the harness gave no spread figure to test with"]
  };
}
function hasMoments(summary) {
  return summary.mean !== void 0 && summary.sd !== void 0;
}
function momentsOf(summary) {
  return { mean: summary.mean ?? NaN, sd: summary.sd ?? NaN, n: summary.n };
}
function ciOf(bounds, alpha) {
  return Number.isFinite(bounds[0]) && Number.isFinite(bounds[1]) ? { lower: bounds[0], upper: bounds[1], level: 1 - alpha } : null;
}
function disjoint(base, head) {
  if (base.min === void 0 || base.max === void 0 || head.min === void 0 || head.max === void 0)
    return false;
  return base.max < head.min || head.max < base.min;
}

// src/compare/median-ci.ts
var cache = /* @__PURE__ */ new Map();
function medianCiOrders(n, alpha) {
  let byN = cache.get(alpha);
  if (byN === void 0) cache.set(alpha, byN = /* @__PURE__ */ new Map());
  const cached = byN.get(n);
  if (cached !== void 0) return cached;
  const orders = computeOrders(n, alpha);
  byN.set(n, orders);
  return orders;
}
function computeOrders(n, alpha) {
  const logHalfPower = -n * Math.LN2;
  let logChoose = 0;
  let cdf = 0;
  let best = null;
  for (let j = 0; j <= n >> 1; j++) {
    if (j > 0) logChoose += Math.log(n - j + 1) - Math.log(j);
    cdf += Math.exp(logChoose + logHalfPower);
    if (cdf > alpha / 2 * (1 + 1e-12)) break;
    best = { k: j + 1, cdf };
  }
  if (best === null) return null;
  return { lower: best.k, upper: n - best.k + 1, achievedConfidence: 1 - 2 * best.cdf };
}

// src/compare/revision-stats.ts
function revisionStatsOfSorted(sorted, alpha, sortedLogs) {
  const n = sorted.length;
  const mean = meanOf(sorted);
  const sd = n < 2 ? null : sampleSdAround(sorted, mean);
  const orders = medianCiOrders(n, alpha);
  return {
    n,
    median: medianOfSorted(sorted),
    mad: madOfSorted(sorted),
    min: sorted[0] ?? NaN,
    max: sorted[n - 1] ?? NaN,
    mean,
    sd,
    cv: sd === null ? null : sd / mean,
    logDispersion: logDispersionOfSorted(sorted, sortedLogs),
    medianCi: orders === null ? null : {
      lower: sorted[orders.lower - 1] ?? NaN,
      upper: sorted[orders.upper - 1] ?? NaN,
      level: orders.achievedConfidence
    },
    outliers: tukeyOutliers(sorted),
    fromSummary: false
  };
}
function logDispersionOfSorted(sorted, sortedLogs) {
  if (sorted.length < 2 || !((sorted[0] ?? 0) > 0)) return null;
  const logs = sortedLogs ?? logsOf(sorted);
  return MAD_TO_SIGMA * madOfSorted(logs);
}
function tukeyOutliers(sorted) {
  if (sorted.length < 2) return { mild: 0, severe: 0 };
  const q1 = quantileType7(sorted, 0.25);
  const q3 = quantileType7(sorted, 0.75);
  const iqr = q3 - q1;
  let mild = 0;
  let severe = 0;
  for (let i = 0; i < sorted.length; i++) {
    const x = sorted[i] ?? NaN;
    if (x < q1 - 3 * iqr || x > q3 + 3 * iqr) severe++;
    else if (x < q1 - 1.5 * iqr || x > q3 + 1.5 * iqr) mild++;
  }
  return { mild, severe };
}
function revisionStatsFromSummary(summary) {
  const median = summary.median ?? NaN;
  const mean = summary.mean ?? NaN;
  const sd = summary.sd ?? null;
  const robust = summary.mad !== void 0 ? MAD_TO_SIGMA * summary.mad / median : null;
  const parametric = sd !== null ? sd / mean : null;
  const dispersion = robust ?? parametric;
  return {
    n: summary.n,
    median,
    mad: summary.mad ?? NaN,
    min: summary.min ?? NaN,
    max: summary.max ?? NaN,
    mean,
    sd,
    cv: parametric,
    logDispersion: dispersion !== null && Number.isFinite(dispersion) ? dispersion : null,
    medianCi: null,
    outliers: { mild: 0, severe: 0 },
    fromSummary: true
  };
}

// src/compare/value-checks.ts
var OK = { kind: "ok" };
function checkValues(base, head, metric) {
  if (base.sorted.length > 0 && head.sorted.length > 0) {
    const smallest = Math.min(base.sorted[0], head.sorted[0]);
    if (smallest > 0) return OK;
  }
  const baseValues = valuesOf(base);
  const headValues = valuesOf(head);
  if (baseValues.length === 0)
    return { kind: "invalid", reason: "invalid data: no finite sample on the base side" };
  if (headValues.length === 0)
    return { kind: "invalid", reason: "invalid data: no finite sample on the head side" };
  const all = [...baseValues, ...headValues];
  if (all.some((x) => x < 0))
    return { kind: "invalid", reason: "invalid data: negative values on a log-scale metric" };
  if (!all.includes(0)) return OK;
  if (all.every((x) => x === 0)) return { kind: "exact", logRatio: 0 };
  if (metric === "wall-time" || metric === "cpu-time") {
    return { kind: "not-compared", reason: "a time of exactly 0 is below the timer's resolution" };
  }
  const constant = (values) => values.every((x) => x === values[0]);
  const exactSides = base.deterministic && head.deterministic || baseValues.length >= 2 && headValues.length >= 2;
  if (exactSides && constant(baseValues) && constant(headValues)) {
    return { kind: "exact", logRatio: baseValues[0] === 0 ? Infinity : -Infinity };
  }
  return { kind: "not-compared", reason: "zero values cannot be compared as ratios" };
}
function valuesOf(side) {
  if (side.samples.length > 0) return side.samples;
  const summary = side.summary;
  if (summary === null) return [];
  return [summary.mean, summary.median, summary.min, summary.max].filter(
    (x) => x !== void 0 && Number.isFinite(x)
  );
}

// src/compare/measure-change.ts
function measureChange(base, head, options) {
  const problem = base.error ?? head.error ?? base.conflict ?? head.conflict;
  if (problem !== null) {
    const reason = base.error !== null || head.error !== null ? `the harness reported: ${problem}` : problem;
    return { kind: "not-compared", reason, base: null, head: null };
  }
  const { alpha } = options;
  const baseStats = statsOf(base, alpha);
  const headStats = statsOf(head, alpha);
  const values = checkValues(base, head, options.metric);
  if (values.kind === "not-compared") {
    return { kind: "not-compared", reason: values.reason, base: baseStats, head: headStats };
  }
  const stats = { base: baseStats, head: headStats, notes: poolingNotes(base, head) };
  if (base.samples.length > 0 && head.samples.length > 0 && values.kind === "ok") {
    return measured(measureSamples(base, head, stats, options), stats);
  }
  const sampleSizes = { base: baseStats?.n ?? 0, head: headStats?.n ?? 0 };
  if (values.kind === "invalid") {
    const outcome = { ...exactOutcome(NaN, sampleSizes), path: "invalid", method: "none" };
    return measured(outcome, stats, values.reason);
  }
  if (values.kind === "exact") return measured(exactOutcome(values.logRatio, sampleSizes), stats);
  const summary = measureSummaries(summaryOf(base, baseStats), summaryOf(head, headStats), {
    alpha,
    deterministic: base.deterministic && head.deterministic
  });
  if (summary.deterministic)
    return measured(exactOutcome(summary.logRatio, sampleSizes, summary.centre), stats);
  const untestable = summary.pValue === null;
  const samplesNeeded = untestable && summary.untestableReason === null ? samplesNeededForIsolatedChange(1, alpha, "rank-sum") : null;
  return measured(
    {
      path: untestable ? "untestable" : "tested",
      logRatio: summary.logRatio,
      logCi: summary.logCi,
      pValue: summary.pValue,
      pMin: null,
      method: summary.method,
      signs: null,
      paired: false,
      separated: summary.separated,
      belowResolution: false,
      sampleSizes,
      samplesNeeded,
      untestableReason: summary.untestableReason,
      centre: summary.centre,
      notes: summary.notes
    },
    stats
  );
}
function measured(outcome, stats, invalidReason = null) {
  const notes = stats.notes.length === 0 ? outcome.notes : [...stats.notes, ...outcome.notes];
  return {
    kind: "measured",
    measurement: completeMeasurement(outcome, stats.base, stats.head, invalidReason, notes)
  };
}
var NO_NOTES = [];
function poolingNotes(base, head) {
  const dropped = base.droppedNonFinite + head.droppedNonFinite;
  if (dropped === 0 && base.summariesAsSamples === 0 && head.summariesAsSamples === 0)
    return NO_NOTES;
  const notes = dropped > 0 ? [`${dropped} non-finite value(s) dropped`] : [];
  for (const [side, pooled] of [
    ["base", base],
    ["head", head]
  ]) {
    if (pooled.summariesAsSamples > 0)
      notes.push(
        `${side}: ${pooled.summariesAsSamples} files each gave one summary; each counts as one sample`
      );
  }
  return notes;
}
function statsOf(side, alpha) {
  if (side.samples.length > 0) return revisionStatsOfSorted(side.sorted, alpha, side.sortedLogs);
  if (side.summary === null) return null;
  return revisionStatsFromSummary(withMeasuredSpread(side.summary, side.deterministic).summary);
}
function summaryOf(side, stats) {
  if (side.summary !== null || stats === null) return side.summary ?? { n: 0 };
  const { n, mean, median, mad, min, max, sd } = stats;
  return { n, mean, median, mad, min, max, ...sd === null ? {} : { sd } };
}

// src/compare/measure-pairs.ts
function measurePair(pair, mismatch, arena, options) {
  if (mismatch !== null) return null;
  arena.rewind();
  const base = pair.base && poolResults(pair.base, arena);
  const head = pair.head && poolResults(pair.head, arena);
  if (base !== null && head !== null) return measureChange(base, head, options);
  const baseStats = base && statsOf(base, options.alpha);
  const headStats = head && statsOf(head, options.alpha);
  return { kind: "one-side", base: baseStats, head: headStats };
}

// src/compare/result-groups.ts
function groupResults(results) {
  const benchmarks = /* @__PURE__ */ new Map();
  const groups = [];
  let lastId2;
  let entry;
  for (let i = 0; i < results.length; i++) {
    const result = results[i];
    const id = result.benchmark;
    if (entry === void 0 || id !== lastId2 && !sameBenchmark(id, lastId2)) {
      const key = benchmarkKey(id);
      entry = benchmarks.get(key);
      if (entry === void 0) {
        entry = { key, ordinal: benchmarks.size, groups: [] };
        benchmarks.set(key, entry);
      }
    }
    lastId2 = id;
    const group = findMetric(entry.groups, result.metricName);
    if (group !== void 0) {
      group.results.push(result);
      continue;
    }
    const created = {
      benchmark: entry,
      metricName: result.metricName,
      results: [result],
      index: groups.length
    };
    groups.push(created);
    entry.groups.push(created);
  }
  return { groups, benchmarks };
}
function findMetric(groups, metricName) {
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    if (group.metricName === metricName) return group;
  }
  return void 0;
}
function sameBenchmark(id, previous) {
  return previous !== void 0 && id.name === previous.name && id.suite === previous.suite && id.procs === previous.procs && id.params === previous.params;
}

// src/compare/pair-results.ts
function pairResults(base, head) {
  const baseGroups = groupResults(base);
  const headGroups = groupResults(head);
  const pairs = [];
  const paired = new Uint8Array(baseGroups.groups.length);
  const headCount = headGroups.benchmarks.size;
  let headEntry;
  let baseEntry;
  for (let i = 0; i < headGroups.groups.length; i++) {
    const headGroup = headGroups.groups[i];
    if (headGroup.benchmark !== headEntry) {
      headEntry = headGroup.benchmark;
      baseEntry = baseGroups.benchmarks.get(headEntry.key);
    }
    const baseGroup = baseEntry && findMetric(baseEntry.groups, headGroup.metricName);
    if (baseGroup !== void 0) paired[baseGroup.index] = 1;
    pairs.push(pairOf(headGroup, baseGroup, headGroup, headEntry.ordinal));
  }
  for (let i = 0; i < baseGroups.groups.length; i++) {
    const baseGroup = baseGroups.groups[i];
    if (paired[baseGroup.index] === 1) continue;
    const headOfSame = headGroups.benchmarks.get(baseGroup.benchmark.key);
    const number = headOfSame ? headOfSame.ordinal : headCount + baseGroup.benchmark.ordinal;
    pairs.push(pairOf(baseGroup, baseGroup, void 0, number));
  }
  return pairs;
}
function pairOf(group, base, head, benchmark) {
  return {
    // The comparison key exactly as `comparisonKey` writes it, built once per pair.
    key: group.benchmark.key + JSON.stringify(group.metricName),
    benchmarkKey: group.benchmark.key,
    benchmark,
    base: base ? base.results : null,
    head: head ? head.results : null
  };
}

// src/compare/metric-identity.ts
function identityOf(pair) {
  const first = (pair.head ?? pair.base)?.[0];
  if (first === void 0) throw new Error("bug: pairResults produced a pair without either side");
  const { benchmark, metric, metricName, unit, direction: direction2, format } = first;
  return { benchmark, metric, metricName, unit, direction: direction2, format };
}
function mismatchOf(pair) {
  const base = pair.base?.[0];
  const head = pair.head?.[0];
  if (base === void 0 || head === void 0) return null;
  if (base.unit !== head.unit) return `the units differ: ${base.unit} on base, ${head.unit} on head`;
  if (base.direction !== head.direction) {
    return `the better direction differs: ${base.direction} on base, ${head.direction} on head`;
  }
  return null;
}
function gateMetrics(pairs, identities, isGated) {
  const siblings = [];
  for (let i = 0; i < pairs.length; i++) {
    const benchmark = pairs[i].benchmark;
    const identity = identities[i];
    const list = siblings[benchmark];
    if (list) list.push(identity);
    else siblings[benchmark] = [identity];
  }
  const gated = [];
  for (let i = 0; i < pairs.length; i++) {
    const identity = identities[i];
    const same = siblings[pairs[i].benchmark] ?? [identity];
    gated.push(identity.direction !== "unknown" && isGated(identity, same));
  }
  return gated;
}

// src/compare/noise-floor.ts
function historyFloor(logMedians, alpha) {
  const earlierRuns = logMedians.length - 1;
  if (earlierRuns < 2) return null;
  const sd = sampleSd(logMedians) ?? 0;
  return studentTQuantile(1 - alpha / 2, earlierRuns) * Math.SQRT2 * sd;
}
function aaMultiplier(standardizedShifts) {
  if (standardizedShifts.length === 0) return 0;
  const sorted = sortedCopy(standardizedShifts);
  return sorted.length >= 20 ? quantileType7(sorted, 0.95) : sorted[sorted.length - 1];
}
function aaFloor(shift, dispersion, multiplier) {
  return Math.max(multiplier * (dispersion ?? 0), Math.abs(shift));
}
function chooseFloor(options) {
  if (options.deterministic) return { log: 0, source: "deterministic" };
  if (options.paired) return { log: 0, source: "paired" };
  const { history, control } = options;
  if (history !== null && (control === null || history >= control))
    return { log: history, source: "history" };
  if (control !== null) return { log: control, source: "aa-control" };
  return { log: Math.log1p(options.noiseFloor), source: "assumed" };
}

// src/compare/aa-shifts.ts
function aaShifts(first, second, keys, alpha) {
  const firstGroups = groupByKey(first);
  const secondGroups = groupByKey(second);
  const shifts = /* @__PURE__ */ new Map();
  for (const key of keys) {
    const a = firstGroups.get(key);
    const b = secondGroups.get(key);
    if (!a || !b) continue;
    const x = poolResults(a);
    const y = poolResults(b);
    if (!((x.sorted[0] ?? 0) > 0 && (y.sorted[0] ?? 0) > 0)) continue;
    const measured2 = measureUnpaired(x, y, alpha);
    shifts.set(key, {
      label: benchmarkLabel(a[0].benchmark),
      shift: measured2.logRatio,
      ci: measured2.logCi,
      pValue: measured2.pValue,
      testable: measured2.pMin <= alpha
    });
  }
  return shifts;
}
function runLogCenters(run) {
  const centers = /* @__PURE__ */ new Map();
  for (const [key, group] of groupByKey(run)) {
    const pooled = poolResults(group);
    const center = pooled.samples.length > 0 ? medianOfSorted(pooled.sorted) : pooled.summary?.median ?? pooled.summary?.mean;
    if (center !== void 0 && center > 0) centers.set(key, Math.log(center));
  }
  return centers;
}

// src/compare/geomean.ts
function geomeanOf(items, floor, alpha) {
  const count = items.length;
  if (count === 0) return null;
  const deltas = items.map((item) => item.delta);
  const center = meanOf(deltas);
  const z = normalQuantile(1 - alpha / 2);
  const withCi = [];
  for (let i = 0; i < count; i++) {
    const { delta, ci: ci2 } = items[i];
    if (ci2 !== null) withCi.push({ delta, se: (ci2.upper - ci2.lower) / (2 * z) });
  }
  let ci = null;
  if (withCi.length > 0) {
    const subsetCenter = meanOf(withCi.map((item) => item.delta));
    let squares = 0;
    for (let i = 0; i < withCi.length; i++) squares += (withCi[i]?.se ?? NaN) ** 2;
    const halfWidth = z * Math.sqrt(squares) / withCi.length;
    ci = {
      lower: Math.exp(subsetCenter - halfWidth),
      upper: Math.exp(subsetCenter + halfWidth),
      level: 1 - alpha
    };
  }
  const sd = sampleSd(deltas);
  const betweenHalfWidth = sd === null ? null : studentTQuantile(1 - alpha / 2, count - 1) * sd / Math.sqrt(count);
  return {
    ratio: Math.exp(center),
    ci,
    partial: withCi.length < count,
    betweenBenchmarkCi: betweenHalfWidth === null ? null : {
      lower: Math.exp(center - betweenHalfWidth),
      upper: Math.exp(center + betweenHalfWidth),
      level: 1 - alpha
    },
    count,
    floor: { value: Math.expm1(floor.log), source: floor.source }
  };
}
function geomeanFloor(options) {
  if (options.allPairedOrDeterministic)
    return { log: 0, source: options.allDeterministic === true ? "deterministic" : "paired" };
  const history = options.historyGeomeans === null ? null : historyFloor(options.historyGeomeans, options.alpha);
  const control = options.controlShift === null ? null : Math.abs(options.controlShift);
  if (history !== null && (control === null || history >= control))
    return { log: history, source: "history" };
  const members = options.memberFloors ?? [];
  let squares = 0;
  for (let i = 0; i < members.length; i++) {
    const floor = members[i];
    squares += floor * floor;
  }
  const bound = members.length === 0 ? 0 : Math.sqrt(squares) / members.length;
  if (control !== null) return { log: Math.max(control, bound), source: "aa-control" };
  return { log: Math.max(Math.log1p(options.geomeanNoiseFloor), bound), source: "assumed" };
}

// src/compare/percent-text.ts
function percentChange(logChange) {
  if (logChange === Infinity) return "up from zero";
  if (logChange === -Infinity) return "down to zero";
  const percent2 = 100 * Math.expm1(logChange);
  const sign = percent2 > 0 ? "+" : percent2 < 0 ? "\u2212" : "";
  return `${sign}${magnitude(Math.abs(percent2))} %`;
}
function percentBand(logBand) {
  let text2 = bands.get(logBand);
  if (text2 === void 0) {
    if (bands.size >= 256) bands.clear();
    text2 = `\xB1${magnitude(100 * Math.expm1(logBand))} %`;
    bands.set(logBand, text2);
  }
  return text2;
}
var bands = /* @__PURE__ */ new Map();
function magnitude(percent2) {
  if (percent2 !== 0 && percent2 < 1) return String(Number(percent2.toPrecision(2)));
  return String(Number(percent2.toFixed(1)));
}

// src/compare/calibration.ts
function checkCalibration(shifts, pairName, settings, floors = { history: /* @__PURE__ */ new Map(), geomean: null }) {
  const all = [...shifts.values()];
  const tau = Math.log1p(settings.threshold);
  const testable = [...shifts].filter(([, s]) => s.testable);
  const q = benjaminiHochberg(testable.map(([, s]) => s.pValue));
  const moved = testable.flatMap(([key, s], i) => {
    const band = Math.max(tau, floors.history.get(key) ?? 0);
    return q[i] <= settings.fdr && Math.abs(s.shift) > band ? [s] : [];
  });
  const geomean = geomeanOf(
    all.map((s) => ({ delta: s.shift, ci: s.ci })),
    { log: 0, source: "assumed" },
    settings.alpha
  );
  const geomeanBand = Math.max(Math.log1p(settings.geomeanThreshold), floors.geomean ?? 0);
  const ci = geomean?.ci ?? null;
  const suiteMoved = ci !== null && (Math.log(ci.lower) > geomeanBand || Math.log(ci.upper) < -geomeanBand);
  if (moved.length === 0 && !suiteMoved) return null;
  const measured2 = floors.history.size > 0 || floors.geomean !== null;
  const parts = [];
  if (moved.length > 0) {
    const bands2 = measured2 ? "their measured run-to-run variation" : percentBand(tau);
    const listed = moved.map((s) => `${s.label} ${percentChange(s.shift)}`).join(", ");
    parts.push(
      `${moved.length} benchmark(s) changed beyond ${bands2} (q \u2264 ${settings.fdr}): ${listed}`
    );
  }
  if (suiteMoved) {
    parts.push(
      `the suite geomean moved ${percentChange(Math.log(geomean?.ratio ?? 1))}, its CI beyond ${percentBand(geomeanBand)}`
    );
  }
  const assumption = measured2 ? "the variation measured from earlier base runs" : "the within-run statistics assume";
  return {
    kind: "calibration",
    message: `${pairName}, of the same build: ${parts.join("; ")}: this environment varies more than ${assumption}`,
    benchmarks: moved.map((s) => s.label)
  };
}

// src/compare/run-floors.ts
function measureFloors(runs, gatedKeys, dispersions, settings) {
  const findings = [];
  const history = /* @__PURE__ */ new Map();
  let geomeanHistory = null;
  if (runs.history.length >= 2) {
    const centers = [runs.base, ...runs.history].map(runLogCenters);
    for (const [key, center] of centers[0] ?? []) {
      const earlier = centers.slice(1).flatMap((run) => run.get(key) ?? []);
      const floor = historyFloor([center, ...earlier], settings.alpha);
      if (floor !== null) history.set(key, floor);
    }
    const shared = [...gatedKeys].filter((key) => centers.every((run) => run.has(key)));
    if (shared.length > 0)
      geomeanHistory = centers.map((run) => meanOf(shared.map((key) => run.get(key) ?? 0)));
  }
  const measured2 = {
    history,
    geomean: geomeanHistory === null ? null : historyFloor(geomeanHistory, settings.alpha)
  };
  const newest = runs.history[0];
  if (newest !== void 0) {
    const pair = aaShifts(newest, runs.base, gatedKeys, settings.alpha);
    const finding = checkCalibration(pair, "the two newest base runs", settings, measured2);
    if (finding) findings.push(finding);
  }
  const control = /* @__PURE__ */ new Map();
  let geomeanControlShift = null;
  if (runs.control !== null) {
    const shifts = aaShifts(runs.base, runs.control, new Set(dispersions.keys()), settings.alpha);
    const gatedShifts = new Map([...shifts].filter(([key]) => gatedKeys.has(key)));
    const basis = gatedShifts.size > 0 ? gatedShifts : shifts;
    const z = [...basis].flatMap(([key, s]) => {
      const sigma = dispersions.get(key) ?? null;
      return sigma !== null && sigma > 0 ? [Math.abs(s.shift) / sigma] : [];
    });
    const c = aaMultiplier(z);
    for (const [key, s] of shifts)
      control.set(key, aaFloor(s.shift, dispersions.get(key) ?? null, c));
    if (gatedShifts.size > 0)
      geomeanControlShift = meanOf([...gatedShifts.values()].map((s) => s.shift));
    const finding = checkCalibration(gatedShifts, "the A/A control run", settings, measured2);
    if (finding) findings.push(finding);
  }
  return { history, control, geomeanHistory, geomeanControlShift, findings };
}

// src/compare/suite-findings.ts
function detectabilityFindings(family, fdr, untestable = []) {
  const findings = familyFindings(family, fdr);
  if (untestable.length === 0) return findings;
  const tests = family.length + untestable.length;
  const { needed, unit } = design([...family, ...untestable], tests, fdr);
  const n = medianOfSorted(sortedCopy(untestable.map((m) => m.n)));
  const message2 = `${untestable.length} of ${tests} gated comparisons could not be tested at their sample sizes (median n = ${n}); for an isolated change to reach FDR ${fdr} among ${tests} tests, use \u2265 ${needed} ${unit}`;
  return [...findings, { kind: "sample-size", message: message2, benchmarks: untestable.map((m) => m.label) }];
}
function familyFindings(family, fdr) {
  const tests = family.length;
  if (tests === 0) return [];
  const level = fdr / tests;
  const short = family.filter((m) => m.pMin !== null && m.pMin > level);
  if (short.length === 0) return [];
  const { needed, unit } = design(family, tests, fdr);
  const typicalPMin = medianOfSorted(sortedCopy(family.map((m) => m.pMin ?? 0)));
  if (typicalPMin > level) {
    const n = medianOfSorted(sortedCopy(family.map((m) => m.n)));
    const message3 = `with ${tests} tests and ${n} samples an isolated change cannot reach FDR ${fdr}; use \u2265 ${needed} ${unit}`;
    return [{ kind: "detectability", message: message3, benchmarks: [] }];
  }
  const message2 = `${short.length} of ${tests} gated comparisons have too few samples for an isolated change to reach FDR ${fdr} among ${tests} tests; they need \u2265 ${needed} ${unit}`;
  return [{ kind: "sample-size", message: message2, benchmarks: short.map((m) => m.label) }];
}
function design(members, tests, fdr) {
  const paired = members.every((m) => m.paired);
  return {
    needed: samplesNeededForIsolatedChange(tests, fdr, paired ? "signed-rank" : "rank-sum"),
    unit: paired ? "interleaved rounds" : "repetitions per side"
  };
}
function suiteShiftFinding(comparisons, geomeanThreshold, floor = null) {
  const deltas = comparisons.flatMap((c) => {
    const delta = c.gated ? worseLogChange(c) : null;
    return delta !== null && Number.isFinite(delta) ? [delta] : [];
  });
  if (deltas.length < 4) return null;
  const center = medianOfSorted(sortedCopy(deltas));
  if (Math.abs(center) <= Math.log1p(geomeanThreshold)) return null;
  const together = deltas.filter((delta) => Math.abs(delta - center) <= Math.abs(center) / 2);
  if (4 * together.length < 3 * deltas.length) return null;
  const direction2 = center > 0 ? "worse" : "better";
  const size = `${together.length} of ${deltas.length} gated benchmarks moved together by about ${percentChange(center)} (${direction2}, median)`;
  return { kind: "suite-shift", message: `${size}: ${shiftMeaning(center, floor)}`, benchmarks: [] };
}
function shiftMeaning(center, floor) {
  if (floor?.source === "paired" || floor?.source === "deterministic") {
    const design2 = floor.source === "paired" ? "interleaved rounds cancel" : "counters do not see";
    return `${design2} machine differences, so this is a real change of the whole suite (the code, the toolchain or a shared dependency)`;
  }
  if (floor !== null && (floor.source === "history" || floor.source === "aa-control")) {
    const band = percentBand(Math.log1p(floor.value));
    const evidence = floor.source === "history" ? "earlier base runs" : "an A/A control run";
    return Math.abs(center) > Math.log1p(floor.value) ? `beyond the suite's run-to-run variation of ${band} measured from ${evidence}, so more than the machine alone moved it: the code, the toolchain or a shared dependency` : `within the suite's run-to-run variation of ${band} measured from ${evidence}: the machine alone can move a whole suite this much`;
  }
  return "a whole-suite shift like this usually comes from the machine, the toolchain or a shared dependency; the run-to-run floor is assumed, so nothing here tells a machine difference from a real global change: compare the environments, or add earlier base runs (history), an A/A control on the same runner or interleaved rounds";
}

// src/compare/suite-geomean.ts
function suiteGeomean(comparisons, floors, settings) {
  const members = comparisons.filter((c) => c.gated && worseLogChange(c) !== null);
  const items = members.map((c) => {
    const flip = c.direction === "higher-is-better" ? -1 : 1;
    const delta = worseLogChange(c) ?? NaN;
    if (c.ci === null) return { delta, ci: null };
    const [a, b] = [flip * Math.log(c.ci.lower), flip * Math.log(c.ci.upper)];
    return { delta, ci: { lower: Math.min(a, b), upper: Math.max(a, b) } };
  });
  const floor = geomeanFloor({
    allPairedOrDeterministic: members.every(
      (c) => c.floor.source === "paired" || c.floor.source === "deterministic"
    ),
    allDeterministic: members.every((c) => c.floor.source === "deterministic"),
    historyGeomeans: floors.geomeanHistory,
    controlShift: floors.geomeanControlShift,
    geomeanNoiseFloor: settings.geomeanNoiseFloor,
    alpha: settings.alpha,
    memberFloors: members.map((c) => Math.log1p(c.floor.value))
  });
  return geomeanOf(items, floor, settings.alpha);
}

// src/compare/statistics-settings.ts
var DEFAULT_STATISTICS_SETTINGS = {
  threshold: 0.05,
  thresholdDeterministic: 0.05,
  noiseFloor: 0.1,
  geomeanNoiseFloor: 0.05,
  geomeanThreshold: 0.02,
  fdr: 0.05,
  alpha: 0.05,
  minSamples: 1,
  corroborate: false
};

// src/compare/compare-runs.ts
function compareRuns(runs, settings, rules, against = "base") {
  const pairs = pairResults(runs.base, runs.head);
  const identities = [];
  const mismatches = [];
  const outcomes = [];
  const measurements = [];
  const arena = new SampleArena();
  const paired = runs.paired === true;
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const identity = identityOf(pair);
    const mismatch = mismatchOf(pair);
    const options = { alpha: settings.alpha, paired, metric: identity.metric };
    const outcome = measurePair(pair, mismatch, arena, options);
    identities.push(identity);
    mismatches.push(mismatch);
    outcomes.push(outcome);
    measurements.push(outcome?.kind === "measured" ? outcome.measurement : null);
  }
  const gates = gateMetrics(pairs, identities, rules.isGated);
  const floors = runs.floors ?? measureFloors(
    { base: runs.base, history: runs.history ?? [], control: runs.control ?? null },
    ...floorInputs(pairs, gates, measurements, runs),
    settings
  );
  const { family, q } = familyQValues(measurements, gates);
  const floorOf = floorChooser(floors, settings.noiseFloor);
  const classified = [];
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const identity = identities[i];
    const gated = gates[i] === true;
    const mismatch = mismatches[i] ?? null;
    const floor = floorOf(pair.key, measurements[i] ?? null);
    const frame = { against, key: pair.key, identity, gated, floor };
    const outcome = outcomes[i] ?? null;
    classified.push(
      outcome?.kind === "one-side" ? pair.head === null ? informationalComparison(frame, "removed", REMOVED, outcome) : informationalComparison(frame, "added", ADDED, outcome) : outcome === null ? informationalComparison(frame, "not-compared", mismatch ?? "", NO_STATS) : outcome.kind === "not-compared" ? informationalComparison(frame, "not-compared", outcome.reason, outcome) : assembleComparison(
        frame,
        outcome.measurement,
        q[i] ?? null,
        settings,
        rules.classify
      )
    );
  }
  const comparisons = crossCheckCounters(classified, settings.corroborate);
  const geomean = suiteGeomean(comparisons, floors, settings);
  const member = (m, i) => ({
    label: comparisons[i]?.label ?? "",
    pMin: m.pMin,
    n: Math.min(m.sampleSizes.base, m.sampleSizes.head),
    paired: m.paired
  });
  const members = [];
  for (let j = 0; j < family.length; j++) {
    const i = family[j];
    members.push(member(measurements[i], i));
  }
  const untestable = [];
  for (let i = 0; i < pairs.length; i++) {
    const m = measurements[i];
    if (m?.path === "untestable" && m.untestableReason === null && gates[i] === true)
      untestable.push(member(m, i));
  }
  const shift = suiteShiftFinding(comparisons, settings.geomeanThreshold, geomean?.floor ?? null);
  const findings = [
    ...detectabilityFindings(members, settings.fdr, untestable),
    ...floors.findings,
    ...shift ? [shift] : []
  ];
  return { comparisons, geomean, findings, floors };
}
function familyQValues(measurements, gates) {
  const family = [];
  const familyP = [];
  for (let i = 0; i < measurements.length; i++) {
    const m = measurements[i];
    if (m?.path === "tested" && m.pValue !== null && gates[i] === true) {
      family.push(i);
      familyP.push(m.pValue);
    }
  }
  const q = new Array(measurements.length).fill(null);
  const familyQ = benjaminiHochberg(familyP);
  for (let j = 0; j < family.length; j++) q[family[j]] = familyQ[j];
  return { family, q };
}
function floorChooser(floors, noiseFloor) {
  const assumed = { log: Math.log1p(noiseFloor), source: "assumed" };
  const measured2 = floors.history.size > 0 || floors.control.size > 0;
  return (key, measurement) => {
    const paired = measurement?.paired === true;
    const deterministic = measurement?.path === "deterministic";
    if (!measured2 && !paired && !deterministic) return assumed;
    return chooseFloor({
      paired,
      deterministic,
      history: measured2 ? floors.history.get(key) ?? null : null,
      control: measured2 ? floors.control.get(key) ?? null : null,
      noiseFloor
    });
  };
}
var NO_STATS = { base: null, head: null };
var REMOVED = "only the base run has this benchmark";
var ADDED = "new in the head run";
function floorInputs(pairs, gates, measurements, runs) {
  const gatedKeys = /* @__PURE__ */ new Set();
  const dispersions = /* @__PURE__ */ new Map();
  if ((runs.history?.length ?? 0) === 0 && (runs.control ?? null) === null)
    return [gatedKeys, dispersions];
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    if (gates[i] === true) gatedKeys.add(pair.key);
    const m = measurements[i];
    if (m) dispersions.set(pair.key, m.base?.logDispersion ?? null);
  }
  return [gatedKeys, dispersions];
}

// src/policy/counted-geomean.ts
function countedGeomean(geomean, comparisons, counts) {
  if (geomean === null) return null;
  const members = comparisons.filter((c) => c.gated && worseLog(c) !== null);
  const counted = members.filter(counts);
  if (counted.length === members.length) return geomean;
  const items = counted.map((c) => {
    const flip = c.direction === "higher-is-better" ? -1 : 1;
    const delta = worseLog(c) ?? NaN;
    if (c.ci === null) return { delta, ci: null };
    const [a, b] = [flip * Math.log(c.ci.lower), flip * Math.log(c.ci.upper)];
    return { delta, ci: { lower: Math.min(a, b), upper: Math.max(a, b) } };
  });
  const source = FLOOR_SOURCES.includes(geomean.floor.source) ? geomean.floor.source : "assumed";
  const alpha = 1 - (geomean.ci?.level ?? 0.95);
  return geomeanOf(items, { log: Math.log1p(geomean.floor.value), source }, alpha);
}
function worseLog(c) {
  if (c.ratio === null || !Number.isFinite(Math.log(c.ratio))) return null;
  if (c.class === "added" || c.class === "removed" || c.class === "not-compared") return null;
  return (c.direction === "higher-is-better" ? -1 : 1) * Math.log(c.ratio);
}

// src/policy/verdict-causes.ts
var TESTED_ROWS = /* @__PURE__ */ new Set(["1", "2", "5", "6", "7", "8", "9", "10", "11", "12", "13"]);
var ALARMS = /* @__PURE__ */ new Map([
  ["detectability", "too few samples for an isolated change to survive the FDR correction"],
  ["calibration", "the A/A control varies more than the statistics assume"]
]);
function inconclusiveCauses(gated, counted, policy) {
  const inconclusive = gated.filter((c) => c.class === "inconclusive");
  const possible = inconclusive.filter((c) => (c.decisionRow === "12" || c.decisionRow === "13") && worse(c) > 0 && counted(c)).sort(byWorst);
  const testable = gated.some(
    (c) => c.decisionRow === void 0 ? c.pValue !== null : TESTED_ROWS.has(c.decisionRow)
  );
  const causes = [];
  if (possible.length > 0)
    causes.push(
      numbers(
        `${plural(possible.length, "possible regression")} (${possible.length > 1 ? "worst: " : ""}${changeOf(possible[0])})`,
        possible.map(describe)
      )
    );
  if (gated.length > 0 && inconclusive.length / gated.length > policy.maxInconclusiveFraction) {
    const text2 = `${inconclusive.length} of ${gated.length} gated comparisons are inconclusive`;
    causes.push(numbers(text2, [text2]));
  }
  if (gated.length === 0) {
    const text2 = "no comparison is gated, so nothing was judged";
    const why = "every compared metric is informational here (a gate: off rule, or a metric of unknown direction); gate at least one metric to get a verdict";
    causes.push(numbers(text2, [why]));
  } else if (!testable) {
    const text2 = "none of the gated comparisons could be tested or compared exactly";
    causes.push(numbers(text2, [text2]));
  }
  return causes;
}
function missingRequiredCause(missing) {
  if (missing.length === 0) return void 0;
  const headline = missing.length === 1 ? `required benchmark ${missing[0] ?? ""} has no head results` : `${missing.length} required benchmarks have no head results`;
  const reasons = missing.map(
    (name) => `required benchmark ${name} has no head results: it was removed, renamed or failed`
  );
  return { headline, reasons, fromNumbers: false };
}
function geomeanSignal(geomean, threshold2, regressionsNamed = 0) {
  if (geomean?.ci == null || geomean.count < 2) return null;
  const band = Math.log1p(threshold2);
  const floor = Math.log1p(geomean.floor.value);
  const lower = Math.log(geomean.ci.lower);
  const center = Math.log(geomean.ratio);
  const interval = `${percentChange(center)} [${percentChange(lower)}, ${percentChange(Math.log(geomean.ci.upper))}]`;
  const floorText = `${percentBand(floor)} run-to-run floor (${geomean.floor.source})`;
  const moved = `the suite geomean moved ${interval}`;
  if (lower > Math.max(band, floor)) {
    const beyond = `${moved}, beyond the ${percentBand(band)} band and its ${floorText}`;
    if (regressionsNamed > 0) {
      const named = regressionsNamed === 1 ? "the regression named here accounts" : `the ${regressionsNamed} regressions named here account`;
      return {
        level: "fail",
        headline: `the suite geomean moved ${percentChange(center)}`,
        reason: `${beyond}; ${named} for part or all of it`
      };
    }
    return {
      level: "fail",
      headline: `a diffuse regression: the suite geomean moved ${percentChange(center)}`,
      reason: `${beyond}: a diffuse regression, no single benchmark a regression but the suite as a whole slower`
    };
  }
  if (!(center > band && lower > 0)) return null;
  const short = lower <= band ? `the CI reaches into the band` : `the CI is not beyond the ${floorText}`;
  return {
    level: "warn",
    headline: `the suite geomean moved ${percentChange(center)}, above the ${percentBand(band)} band`,
    reason: `${moved}: the estimate is above the ${percentBand(band)} band, but ${short}`
  };
}
function regressionHeadline(regressions) {
  const strengths = new Set(regressions.map((c) => c.strength));
  const noun = plural(regressions.length, "regression");
  const beyondFloor = [...strengths].every((s) => s === "strong" || s === "exact");
  const [only] = strengths.size === 1 ? [...strengths] : [];
  const what = beyondFloor ? `${noun} beyond the noise floor` : only ? plural(regressions.length, `${only} regression`) : noun;
  return `${what} (${regressions.length > 1 ? "worst: " : ""}${changeOf(regressions[0])})`;
}
function changeOf(c) {
  if (!c) return "";
  const change2 = c.ratio === null ? "" : ` ${percentChange(Math.log(c.ratio))}`;
  return `${c.label} ${c.metricName}${change2}`;
}
function numbers(headline, reasons) {
  return { headline, reasons, fromNumbers: true };
}
function plural(count, noun) {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}
function worse(c) {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio);
  return c.direction === "higher-is-better" ? -delta : delta;
}
function byWorst(a, b) {
  return worse(b) - worse(a);
}
function describe(c) {
  return `${c.label} (${c.metricName}): ${c.reasons[0] ?? c.class}`;
}

// src/policy/decide-verdict.ts
var DEFAULT_VERDICT_POLICY = {
  failOn: "strong",
  failOnInconclusive: false,
  maxInconclusiveFraction: 0.5,
  geomeanThreshold: 0.02
};
var STRENGTH_ORDER = ["exact", "strong", "likely", "unverified"];
var INFORMATIONAL = /* @__PURE__ */ new Set(["added", "removed", "not-compared"]);
var COUNTS = { kind: "counts" };
function decideVerdict(comparisons, geomean, policy, findings, signals = {}) {
  const standingOf = signals.standing ?? (() => COUNTS);
  const gated = comparisons.filter((c) => c.gated && !INFORMATIONAL.has(c.class));
  const waived = /* @__PURE__ */ new Map();
  const counted = (c) => {
    const standing = standingOf(c);
    if (standing.kind === "waived") waived.set(c, standing.reason);
    return standing.kind !== "waived";
  };
  const regressions = gated.filter((c) => c.class === "regression" && counted(c)).sort(byWorst);
  const failsUpTo = policy.failOn === "never" ? -1 : STRENGTH_ORDER.indexOf(policy.failOn);
  const failing = regressions.filter(
    (c) => STRENGTH_ORDER.indexOf(c.strength) <= failsUpTo && standingOf(c).kind === "counts"
  );
  const failed = new Set(failing);
  const warning = regressions.filter((c) => !failed.has(c));
  const describeCounted = (c) => standingOf(c).kind === "warn-only" ? `${describe(c)} (gate: warn)` : describe(c);
  const counting = countedGeomean(geomean, comparisons, (c) => standingOf(c).kind === "counts");
  const signal = geomeanSignal(counting, policy.geomeanThreshold, regressions.length);
  const suite = signal && counting !== geomean ? { ...signal, reason: `${signal.reason} (without the gate: warn and waived comparisons)` } : signal;
  const required = missingRequiredCause(signals.missingRequired ?? []);
  const environment2 = signals.environment ?? null;
  const tiers = {
    fail: [],
    warn: [],
    inconclusive: []
  };
  if (failing.length > 0)
    tiers.fail.push(numbers(regressionHeadline(failing), failing.map(describeCounted)));
  if (suite?.level === "fail" && policy.failOn !== "never")
    tiers.fail.push(numbers(suite.headline, [suite.reason]));
  else if (suite) tiers.warn.push(numbers(suite.headline, [suite.reason]));
  if (required) tiers[policy.failOn === "never" ? "warn" : "fail"].push(required);
  if (warning.length > 0)
    tiers.warn.unshift(numbers(regressionHeadline(warning), warning.map(describeCounted)));
  for (const alarm of findings.filter((f) => ALARMS.has(f.kind)))
    tiers.warn.push(numbers(ALARMS.get(alarm.kind) ?? alarm.message, [alarm.message]));
  if (environment2?.handling === "warn")
    tiers.warn.push({
      headline: environment2.headline,
      reasons: [environment2.reason],
      fromNumbers: false
    });
  tiers.inconclusive.push(...inconclusiveCauses(gated, counted, policy));
  if (environment2?.handling === "inconclusive") {
    const explained = [...tiers.fail, ...tiers.warn].filter((c) => c.fromNumbers);
    tiers.fail = tiers.fail.filter((c) => !c.fromNumbers);
    tiers.warn = tiers.warn.filter((c) => !c.fromNumbers);
    const otherwise = explained.length > 0 ? [`the numbers alone would say: ${explained[0]?.headline ?? ""}`] : [];
    const cause = {
      headline: environment2.headline,
      reasons: [environment2.reason, ...otherwise],
      fromNumbers: false
    };
    tiers.inconclusive.unshift(cause, ...explained);
    if (tiers.fail.length > 0) tiers.fail.push(cause);
  }
  const notes = [...[...waived.values()], ...signals.notes ?? []];
  const verdict = levelOf(tiers, gated, notes, policy);
  const acknowledged = signals.acknowledgement;
  if (verdict.level !== "fail" || !acknowledged) return verdict;
  return {
    level: "warn",
    headline: `acknowledged: ${verdict.headline}`,
    reasons: [acknowledged, ...verdict.reasons]
  };
}
function verdictFailsStep(level, policy) {
  return level === "error" || level === "fail" && policy.failOn !== "never" || level === "inconclusive" && policy.failOnInconclusive;
}
function levelOf(tiers, gated, notes, policy) {
  const reasonsOf2 = (causes) => causes.flatMap((c) => c.reasons);
  const [fail] = tiers.fail;
  if (fail) {
    const reasons = [...reasonsOf2(tiers.fail), ...reasonsOf2(tiers.warn), ...notes];
    return { level: "fail", headline: fail.headline, reasons };
  }
  const [warn] = tiers.warn;
  if (warn)
    return { level: "warn", headline: warn.headline, reasons: [...reasonsOf2(tiers.warn), ...notes] };
  const [closer] = tiers.inconclusive;
  if (closer) {
    const strict = policy.failOnInconclusive ? ["fail-on-inconclusive: this verdict fails the step"] : [];
    return {
      level: "inconclusive",
      headline: `needs a closer look: ${closer.headline}`,
      reasons: [...reasonsOf2(tiers.inconclusive), ...notes, ...strict]
    };
  }
  const improved = gated.filter((c) => c.class === "improvement").length;
  const text2 = `no regression beyond the thresholds in ${plural(gated.length, "gated comparison")}${improved > 0 ? `; ${improved} improved` : ""}`;
  return { level: "pass", headline: text2, reasons: [text2, ...notes] };
}

// src/policy/acknowledgement.ts
function acknowledgementOf(label, pullRequest) {
  if (label === null || pullRequest === null) return null;
  const same = (name) => name.localeCompare(label, "en", { sensitivity: "accent" }) === 0;
  if (!pullRequest.labels.some(same) && !(pullRequest.labeled && same(pullRequest.labeled.label)))
    return null;
  const who = pullRequest.labeled && same(pullRequest.labeled.label) ? `, added by @${pullRequest.labeled.sender}` : " on the pull request";
  return `acknowledged with the label "${label}"${who}: the fail verdict is shown as warn`;
}

// src/policy/input-problems.ts
var INPUT_SIDES = ["head", "base", "history", "control", "references"];
var INPUTS_OF = {
  head: "the head's inputs",
  base: "the base's inputs",
  history: "the history runs' inputs",
  control: "the A/A control's inputs",
  references: "the references' inputs"
};
function noProblems() {
  return { head: 0, base: 0, history: 0, control: 0, references: 0 };
}
function countProblems(diagnostics) {
  return diagnostics.filter((d) => d.severity === "error").length;
}
function unreadHeadReasons(counts, headFiles) {
  const see = 'see "Problems found in the inputs"';
  const head = counts.head > 0 ? `${counts.head} problem(s) in ${INPUTS_OF.head}; ${see}` : headFiles === 0 ? "the head results matched no file" : `the head's ${headFiles} file(s) hold no benchmark results; ${see}`;
  const others = INPUT_SIDES.filter((side) => side !== "head" && counts[side] > 0).map(
    (side) => `${counts[side]} problem(s) in ${INPUTS_OF[side]}`
  );
  return others.length > 0 ? [head, `also ${others.join(", ")}`] : [head];
}

// src/policy/environment-check.ts
function environmentMismatches(base, head, keys) {
  const baseValues = valuesByFormat(base, keys);
  const headValues = valuesByFormat(head, keys);
  const differences = /* @__PURE__ */ new Map();
  for (const [format, baseKeys] of baseValues) {
    const headKeys = headValues.get(format);
    if (!headKeys) continue;
    for (const [key, b] of baseKeys) {
      const h = headKeys.get(key);
      if (!h || sameSet(b, h)) continue;
      const seen = differences.get(key) ?? { base: /* @__PURE__ */ new Set(), head: /* @__PURE__ */ new Set() };
      for (const value of b) seen.base.add(value);
      for (const value of h) seen.head.add(value);
      differences.set(key, seen);
    }
  }
  return keys.flatMap((key) => {
    const d = differences.get(key);
    return d ? [{ key, base: [...d.base].sort(), head: [...d.head].sort() }] : [];
  });
}
function describeMismatches(mismatches) {
  const values = (list) => list.map((v) => /^\d+$/.test(v) ? v : JSON.stringify(v)).join(" and ");
  return mismatches.map((m) => `${m.key} ${values(m.base)} on base, ${values(m.head)} on head`).join("; ");
}
function valuesByFormat(side, keys) {
  const formatOf = /* @__PURE__ */ new Map();
  const { results, environments } = side;
  let lastFile;
  let found2 = 0;
  for (let i = 0; i < results.length && found2 < environments.size; i++) {
    const result = results[i];
    const file = result.source.file;
    if (file === lastFile || formatOf.has(file)) continue;
    lastFile = file;
    formatOf.set(file, result.format);
    if (environments.has(file)) found2++;
  }
  const byFormat = /* @__PURE__ */ new Map();
  for (const [file, environment2] of environments) {
    const format = formatOf.get(file);
    if (format === void 0) continue;
    const values = byFormat.get(format) ?? /* @__PURE__ */ new Map();
    byFormat.set(format, values);
    for (const key of keys) {
      const value = environment2[key];
      if (value === void 0) continue;
      const set = values.get(key) ?? /* @__PURE__ */ new Set();
      values.set(key, set.add(value));
    }
  }
  return byFormat;
}
function sameSet(a, b) {
  return a.size === b.size && [...a].every((value) => b.has(value));
}

// src/policy/benchmark-pattern.ts
var labels = /* @__PURE__ */ new WeakMap();
function labelOf2(benchmark) {
  let label = labels.get(benchmark);
  if (label === void 0) {
    label = benchmarkLabel(benchmark);
    labels.set(benchmark, label);
  }
  return label;
}
function globToRegExp(glob3) {
  const body = Array.from(
    glob3,
    (c) => c === "*" ? ".*" : c === "?" ? "." : c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
  ).join("");
  return new RegExp(`^${body}$`, "su");
}
function compilePattern(pattern) {
  if (pattern.kind === "regex") {
    const regex3 = patternRegExp(pattern.text);
    return (benchmark) => regex3.test(labelOf2(benchmark));
  }
  const regex2 = globToRegExp(pattern.text);
  return (benchmark) => regex2.test(labelOf2(benchmark)) || regex2.test(benchmark.name);
}
function patternRegExp(text2) {
  return new RegExp(text2);
}
function describePattern(pattern) {
  return pattern.kind === "glob" ? pattern.text : `/${pattern.text}/`;
}

// src/policy/classify-change.ts
function classifyChange(evidence, policy) {
  const decided = decide(evidence, policy);
  const moved = decided.class === "regression" || decided.class === "improvement";
  if (moved && !evidence.directionKnown) {
    const reason = `${change(evidence)}, but whether higher is better is not configured for this metric`;
    const reasons = [reason, ...decided.reasons];
    return { ...decided, class: "inconclusive", strength: null, reasons };
  }
  if (decided.class !== "inconclusive" || evidence.minimumDetectableEffect === null) return decided;
  const mde = `at this n the smallest change it can resolve is about ${percentBand(evidence.minimumDetectableEffect)}`;
  return { ...decided, reasons: [...decided.reasons, mde] };
}
var INCONCLUSIVE_ROWS = /* @__PURE__ */ new Set(["0", "2a", "2b", "4", "12", "13"]);
var NO_CHANGE_ROWS = /* @__PURE__ */ new Set(["2", "9", "10", "11"]);
function decide(e, policy) {
  const d = e.delta;
  const row = (id, strength, reason) => {
    const moved = d > 0 ? "regression" : "improvement";
    const kind = INCONCLUSIVE_ROWS.has(id) ? "inconclusive" : NO_CHANGE_ROWS.has(id) ? "no-change" : moved;
    return { class: kind, strength, row: id, reasons: [reason] };
  };
  if (e.path === "invalid") return row("0", null, e.invalidReason ?? "invalid data");
  const text2 = change(e);
  if (e.path === "deterministic") {
    const band2 = Math.log1p(policy.thresholdDeterministic);
    const where = `the ${percentBand(band2)} threshold for exact metrics`;
    if (Math.abs(d) > band2) return row("1", "exact", `${text2} exactly, beyond ${where}`);
    return row("2", "exact", `${text2} exactly, within ${where}`);
  }
  const smallest = Math.min(e.sampleSizes.base, e.sampleSizes.head);
  if (smallest < policy.minSamples) {
    const asked = `the policy asks for at least ${policy.minSamples}`;
    return row("2a", null, `too few samples: ${smallest} on a side, ${asked}`);
  }
  if (e.belowResolution) {
    const why = "the sides differ by at most one unit of the last printed digit";
    return row("2b", null, `${text2} is below the printed resolution: ${why}`);
  }
  const tau = Math.log1p(policy.threshold);
  const theta = Math.max(tau, e.floor.log);
  if (e.path === "untestable") {
    const thetaU = Math.max(theta, Math.log1p(policy.noiseFloor));
    const unit = e.paired ? "rounds" : "samples per side";
    const needed = e.samplesNeeded === null ? "" : `; any test needs at least ${e.samplesNeeded} ${unit}`;
    const tooFew = e.pMin !== null && e.pMin > policy.alpha ? `the smallest p this design can reach, ${fixed(e.pMin)}, is above \u03B1 = ${policy.alpha}` : `n = ${smallest} on a side`;
    const why = e.untestableReason;
    if (Math.abs(d) <= thetaU || !e.separated) {
      const reason = why === null ? `too few samples to test ${text2} (${tooFew})${needed}` : `cannot test ${text2}: ${why}`;
      return row("4", null, reason);
    }
    const agreement = e.paired ? "every round agrees" : "the sides do not overlap";
    const claim = `${text2} beyond ${percentBand(thetaU)} and ${agreement}`;
    const untested = why === null ? `too few samples to test it (${tooFew})${needed}` : `it cannot be tested: ${why}`;
    return row("3", "unverified", `${claim}, but ${untested}`);
  }
  const q = e.qValue ?? 1;
  const significant = q <= policy.fdr;
  const lower = e.ci?.lower ?? -Infinity;
  const upper = e.ci?.upper ?? Infinity;
  const band = percentBand(theta);
  if (significant && Math.abs(d) > theta) {
    if (d > 0 ? lower > theta : upper < -theta) {
      const reason2 = `${text2} with the whole CI beyond the ${band} band (${qText(q)})`;
      return row(d > 0 ? "5" : "7", "strong", reason2);
    }
    const reason = `${text2}, significant (${qText(q)}), but the CI reaches into the ${band} band`;
    return row(d > 0 ? "6" : "8", "likely", reason);
  }
  const resolvable = !(e.paired && !significant && e.signsDisagree);
  const annotate = (c) => resolvable ? c : { ...c, reasons: [...c.reasons, "not resolvable: the rounds disagree in sign"] };
  if (Math.abs(d) <= tau) {
    const inside = -tau <= lower && upper <= tau;
    const note = significant ? "significant but below the threshold" : "not significant";
    const reason = `${text2} is within the ${percentBand(tau)} threshold${inside ? ", CI included" : ""} (${note})`;
    return annotate(row(inside ? "9" : "10", inside ? "equivalent" : "in-noise", reason));
  }
  if (Math.abs(d) <= e.floor.log) {
    const floor = percentBand(e.floor.log);
    if (e.floor.source === "assumed") {
      const advice = "add history, an A/A control or interleaved rounds to resolve it";
      return row(
        "12",
        null,
        `possible change: ${text2} is inside the assumed ${floor} run-to-run variation; ${advice}`
      );
    }
    const source = e.floor.source === "history" ? "earlier base runs" : "an A/A control run";
    const reason = `a ${text2} change is inside this benchmark's run-to-run variation of ${floor} (measured from ${source})`;
    return row("11", "run-to-run-noise", reason);
  }
  return annotate(
    row(
      "13",
      null,
      `possible change of ${text2}, not significant (${qText(q)}); more samples needed`
    )
  );
}
function change(e) {
  return percentChange(e.higherIsBetter ? -e.delta : e.delta);
}
function fixed(probability) {
  return probability.toPrecision(2);
}
function qText(q) {
  return q > 0 ? `q = ${fixed(q)}` : `q < ${Number.MIN_VALUE.toPrecision(2)}`;
}

// src/policy/default-gating.ts
var ALWAYS_GATED = /* @__PURE__ */ new Set([
  "allocations",
  "instructions",
  "cycles"
]);
var PRIMARY_KINDS = ["wall-time", "cpu-time", "throughput"];
var defaultGating = (metric, sameBenchmark2) => {
  if (metric.direction === "unknown") return false;
  if (ALWAYS_GATED.has(metric.metric)) return true;
  const rank = PRIMARY_KINDS.indexOf(metric.metric);
  if (rank < 0) return false;
  let first;
  for (const m of sameBenchmark2) {
    if (m.format !== metric.format || m.direction === "unknown") continue;
    const kind = PRIMARY_KINDS.indexOf(m.metric);
    if (kind < 0) continue;
    if (kind < rank) return false;
    if (kind === rank && first === void 0) first = m;
  }
  return first?.metricName === metric.metricName;
};

// src/policy/policy-rules.ts
function policyRules(policy, classification) {
  const benchmarkRules = policy.benchmarks.map((rule) => ({
    rule,
    matches: compilePattern(rule.pattern)
  }));
  const metricRules = new Map(policy.metrics.map((rule) => [rule.metric, rule]));
  const cache2 = /* @__PURE__ */ new WeakMap();
  const resolve3 = (ref) => {
    let perBenchmark = cache2.get(ref.benchmark);
    if (!perBenchmark) cache2.set(ref.benchmark, perBenchmark = /* @__PURE__ */ new Map());
    const key = `${ref.metric}\0${ref.metricName}`;
    let resolved = perBenchmark.get(key);
    if (!resolved) {
      resolved = resolveRule(ref, benchmarkRules, metricRules, classification);
      perBenchmark.set(key, resolved);
    }
    return resolved;
  };
  const inert = policy.benchmarks.length === 0 && policy.metrics.length === 0;
  const classifyWith = (identity) => {
    if (inert || identity === void 0) return classification;
    const { threshold: threshold2, thresholdDeterministic } = resolve3(identity);
    return threshold2 === classification.threshold && thresholdDeterministic === classification.thresholdDeterministic ? classification : { ...classification, threshold: threshold2, thresholdDeterministic };
  };
  const gateLevel = (ref, gatedByDefault) => {
    const rule = resolve3(ref);
    if (rule.ruleGate?.absolute) return rule.ruleGate.gate;
    const base = rule.metricGate ?? (gatedByDefault() ? "fail" : "off");
    return base === "off" || rule.ruleGate === void 0 ? base : rule.ruleGate.gate;
  };
  return {
    resolve: resolve3,
    annotate: (results) => inert ? results : results.map((r) => annotateResult(r, resolve3(r))),
    comparison: {
      classify: (evidence, identity) => classifyChange(evidence, classifyWith(identity)),
      isGated: inert ? defaultGating : (identity, same) => gateLevel(identity, () => defaultGating(identity, same)) !== "off"
    },
    // Without rules every gated comparison fails as a regression: no lookup per comparison.
    gateOf: inert ? (c) => c.gated ? "fail" : "off" : (c) => c.gated ? gateLevel(c, () => true) : "off"
  };
}
function resolveRule(ref, benchmarkRules, metricRules, classification) {
  const namesMetric = (metric) => metric === void 0 || metric === ref.metricName || metric === ref.metric;
  const benchmarkRule2 = benchmarkRules.find(
    ({ rule, matches }) => namesMetric(rule.metric) && matches(ref.benchmark)
  )?.rule;
  const metricRule2 = metricRules.get(ref.metricName) ?? metricRules.get(ref.metric);
  const threshold2 = benchmarkRule2?.threshold ?? metricRule2?.threshold;
  return {
    threshold: threshold2 ?? classification.threshold,
    thresholdDeterministic: threshold2 ?? classification.thresholdDeterministic,
    metricGate: metricRule2?.gate,
    ruleGate: benchmarkRule2?.gate === void 0 ? void 0 : { gate: benchmarkRule2.gate, absolute: benchmarkRule2.metric !== void 0 },
    direction: benchmarkRule2?.direction ?? metricRule2?.direction,
    deterministic: metricRule2?.deterministic,
    benchmarkRule: benchmarkRule2,
    metricRule: metricRule2
  };
}
function annotateResult(result, rule) {
  const direction2 = result.direction === "unknown" && rule.direction !== void 0 ? rule.direction : void 0;
  const deterministic = rule.deterministic !== void 0 && rule.deterministic !== (result.deterministic === true) ? rule.deterministic : void 0;
  if (direction2 === void 0 && deterministic === void 0) return result;
  return {
    ...result,
    ...direction2 === void 0 ? {} : { direction: direction2 },
    ...deterministic === void 0 ? {} : { deterministic }
  };
}

// src/policy/closest-name.ts
function closestName(key, known) {
  const normal = key.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/_/g, "-").toLowerCase();
  let best;
  for (const candidate of known) {
    if (candidate === key) continue;
    const distance = editDistance(normal, candidate);
    if (!best || distance < best.distance) best = { key: candidate, distance };
  }
  if (!best) return void 0;
  return best.distance <= Math.max(2, Math.floor(best.key.length / 3)) ? best.key : void 0;
}
function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

// src/policy/required-benchmarks.ts
function missingRequired(required, head) {
  if (required.length === 0) return [];
  const usable = head.filter(
    (r) => r.error === void 0 && (r.samples.length > 0 || r.summary !== void 0)
  );
  const benchmarks = [...new Set(usable.map((r) => r.benchmark))];
  return required.filter((entry) => {
    const matches = compilePattern(entry.pattern);
    return !benchmarks.some(matches);
  });
}

// src/policy/waivers.ts
function reviewWaivers(waivers, comparisons, today) {
  if (waivers.length === 0) return { standingOf: () => void 0, notes: [], expired: [] };
  const compiled = waivers.map((waiver2) => ({ waiver: waiver2, matches: compilePattern(waiver2.pattern) }));
  const active = compiled.filter(({ waiver: waiver2 }) => waiver2.expires >= today);
  const expired = compiled.filter(({ waiver: waiver2 }) => waiver2.expires < today);
  const standings = /* @__PURE__ */ new Map();
  const notes = [];
  for (const c of comparisons) {
    if (!c.gated || !regressionLike(c)) continue;
    const applies = ({ waiver: waiver3, matches }) => (waiver3.metric === void 0 || waiver3.metric === c.metric || waiver3.metric === c.metricName) && matches(c.benchmark);
    const change2 = worse2(c);
    const waiver2 = active.find(applies)?.waiver;
    const name = `${c.label} (${c.metricName})`;
    if (waiver2 && change2 <= Math.log1p(waiver2.maxRegression)) {
      standings.set(c, {
        kind: "waived",
        reason: `${name}: ${percentChange(change2)} accepted by the waiver for ${describePattern(waiver2.pattern)} (up to ${percentChange(Math.log1p(waiver2.maxRegression))}, until ${waiver2.expires}): ${waiver2.reason}`
      });
    } else if (waiver2) {
      notes.push(
        `${name}: ${percentChange(change2)} is more than the waiver for ${describePattern(waiver2.pattern)} accepts (${percentChange(Math.log1p(waiver2.maxRegression))}), so it counts`
      );
    } else {
      const lapsed = expired.find(applies)?.waiver;
      if (lapsed)
        notes.push(
          `${name}: the waiver at ${describeLocation(lapsed.at)} expired on ${lapsed.expires}, so this change counts`
        );
    }
  }
  return {
    standingOf: (c) => standings.get(c),
    notes,
    expired: expired.map(({ waiver: waiver2 }) => waiver2)
  };
}
function regressionLike(c) {
  return c.class === "regression" || c.class === "inconclusive" && worse2(c) > 0;
}
function worse2(c) {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio);
  return c.direction === "higher-is-better" ? -delta : delta;
}

// src/policy/review-policy.ts
function reviewPolicy(policy, rules, facts) {
  const file = policy.file ?? "";
  const warn = (at3, message2) => diagnostic("warning", file, describeLocation(at3), message2);
  const waivers = reviewWaivers(policy.waivers, facts.comparisons, facts.today);
  const standing = (c) => waivers.standingOf(c) ?? (rules.gateOf(c) === "warn" ? WARN_ONLY : COUNTS2);
  const mismatches = facts.environments && policy.environment.onMismatch !== "ignore" ? environmentMismatches(
    facts.environments.base,
    facts.environments.head,
    policy.environment.keys
  ) : [];
  const handling = policy.environment.onMismatch;
  const environment2 = mismatches.length > 0 && handling !== "ignore" ? {
    handling,
    headline: `base and head ran in different environments (${mismatches.map((m) => m.key).join(", ")})`,
    reason: `base and head ran in different environments: ${describeMismatches(mismatches)}; the change may come from the machine or the build, not the code`
  } : null;
  const diagnostics = [
    ...waivers.expired.map(
      (w) => warn(
        w.at,
        `this waiver for ${describePattern(w.pattern)} expired on ${w.expires} and is ignored; renew or remove it`
      )
    ),
    ...unmatchedEntries(policy, facts.comparisons).map(({ at: at3, message: message2 }) => warn(at3, message2)),
    // Without metric or benchmark rules no direction or gate is declared: nothing can conflict.
    ...policy.metrics.length + policy.benchmarks.length === 0 ? [] : ruleConflicts(rules, facts.comparisons).map(({ at: at3, message: message2 }) => warn(at3, message2))
  ];
  return {
    signals: {
      standing,
      missingRequired: missingRequired(policy.required, facts.head).map(
        (r) => describePattern(r.pattern)
      ),
      environment: environment2,
      acknowledgement: acknowledgementOf(policy.acknowledgeLabel, facts.pullRequest),
      notes: waivers.notes
    },
    diagnostics
  };
}
var COUNTS2 = { kind: "counts" };
var WARN_ONLY = { kind: "warn-only" };
function unmatchedEntries(policy, comparisons) {
  const entries = policy.metrics.length + policy.benchmarks.length + policy.waivers.length;
  if (comparisons.length === 0 || entries === 0) return [];
  const names = new Set(comparisons.map((c) => c.metricName));
  const kinds = new Set(comparisons.map((c) => c.metric));
  const namesMetric = (metric, c) => metric === void 0 || metric === c.metric || metric === c.metricName;
  const runKinds = [...kinds].join(", ");
  const unknownMetric = (metric, entry) => {
    if (METRIC_KINDS.includes(metric))
      return `this run has no ${metric} metric (its kinds: ${runKinds}); the ${entry} applies when one is present`;
    const closest = closestName(metric, [...METRIC_KINDS, ...names]);
    return `no metric of this run is called "${metric}" (kinds: ${runKinds})${closest ? `; did you mean "${closest}"?` : ""}`;
  };
  const problems = [];
  for (const rule of policy.metrics)
    if (!names.has(rule.metric) && !kinds.has(rule.metric))
      problems.push({ at: rule.at, message: unknownMetric(rule.metric, "rule") });
  for (const entry of [...policy.benchmarks, ...policy.waivers]) {
    const matches = compilePattern(entry.pattern);
    if (comparisons.some((c) => namesMetric(entry.metric, c) && matches(c.benchmark))) continue;
    const metric = entry.metric !== void 0 && !names.has(entry.metric) && !kinds.has(entry.metric) ? `; ${unknownMetric(entry.metric, "entry")}` : "";
    problems.push({
      at: entry.at,
      message: `${describePattern(entry.pattern)} matches no benchmark${entry.metric === void 0 ? "" : ` with metric "${entry.metric}"`} of this run${metric}`
    });
  }
  return problems;
}
function ruleConflicts(rules, comparisons) {
  const reported = /* @__PURE__ */ new Set();
  const problems = [];
  const once = (at3, metricName, message2) => {
    const key = `${at3.path}\0${metricName}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ at: at3, message: message2 });
  };
  for (const c of comparisons) {
    const rule = rules.resolve(c);
    const source = rule.benchmarkRule?.direction !== void 0 ? rule.benchmarkRule : rule.metricRule;
    if (rule.direction !== void 0 && c.direction !== "unknown" && c.direction !== rule.direction && source)
      once(
        source.at,
        c.metricName,
        `"${c.metricName}" is ${c.direction} as the harness reports it; the policy's ${rule.direction} is not applied`
      );
    const gate2 = rule.ruleGate?.absolute ? rule.ruleGate.gate : rule.metricGate;
    const gateSource = rule.ruleGate?.absolute ? rule.benchmarkRule : rule.metricRule;
    if (c.direction === "unknown" && gate2 !== void 0 && gate2 !== "off" && gateSource)
      once(
        gateSource.at,
        c.metricName,
        `"${c.metricName}" cannot gate while its better direction is unknown; add direction: lower-is-better or higher-is-better`
      );
  }
  return problems;
}

// src/policy/summarize-policy.ts
var DEFAULT_KEYS = [
  ["threshold", "threshold"],
  ["thresholdDeterministic", "threshold-deterministic"],
  ["noiseFloor", "noise-floor"],
  ["geomeanThreshold", "geomean-threshold"],
  ["geomeanNoiseFloor", "geomean-noise-floor"],
  ["fdr", "fdr"],
  ["alpha", "alpha"],
  ["minSamples", "min-samples"],
  ["maxInconclusiveFraction", "max-inconclusive-fraction"],
  ["history", "history"],
  ["failOn", "fail-on"],
  ["failOnInconclusive", "fail-on-inconclusive"]
];
var COUNTS3 = /* @__PURE__ */ new Set(["minSamples", "history"]);
function summarizePolicy(policy) {
  const d = policy.defaults;
  const defaults2 = DEFAULT_KEYS.flatMap(([field, key]) => {
    const value = d[field];
    if (value === void 0) return [];
    const text2 = typeof value === "number" && !COUNTS3.has(field) ? percent(value) : String(value);
    return [`${key}: ${text2}`];
  });
  const environment2 = policy.environment;
  return {
    file: policy.file,
    lines: [
      ...defaults2.length > 0 ? [`defaults: ${defaults2.join(", ")}`] : [],
      ...policy.overrides.length > 0 ? [`overridden by inputs: ${policy.overrides.join(", ")}`] : [],
      ...policy.metrics.map(metricLine),
      ...policy.benchmarks.map(benchmarkLine),
      ...policy.required.length > 0 ? [`required: ${policy.required.map((r) => describePattern(r.pattern)).join(", ")}`] : [],
      ...policy.corroborate === true ? ["corroborate: a time regression fails only if the instruction or cycle count agrees"] : [],
      `environment differences (${environment2.keys.join(", ")}): ${environment2.onMismatch}`,
      ...policy.waivers.map(
        (w) => `waiver ${describePattern(w.pattern)}${w.metric ? ` (${w.metric})` : ""}: up to +${percent(w.maxRegression)} until ${w.expires}: ${w.reason}`
      ),
      ...(policy.references ?? []).map((r) => `reference "${r.name}": gate ${r.gate}`),
      ...policy.acknowledgeLabel === null ? [] : [`acknowledgement label "${policy.acknowledgeLabel}" turns fail into warn`]
    ]
  };
}
function invalidPolicyVerdict(policy) {
  const file = policy.file ?? "the policy file";
  const [only] = policy.problems;
  const headline = policy.problems.length === 1 && only && only.path === "" && only.line === null ? `policy file ${file}: ${only.message}` : `the policy file ${file} is invalid (${policy.problems.length} problem${policy.problems.length === 1 ? "" : "s"})`;
  return { level: "error", headline, reasons: policy.problems.map(describePolicyProblem) };
}
function metricLine(rule) {
  return `${rule.metric}: ${fields(rule) || "no change"}`;
}
function benchmarkLine(rule) {
  const metric = rule.metric === void 0 ? "" : ` (${rule.metric})`;
  return `benchmarks ${describePattern(rule.pattern)}${metric}: ${fields(rule) || "no change"}`;
}
function fields(rule) {
  return [
    rule.gate === void 0 ? "" : `gate ${rule.gate}`,
    rule.threshold === void 0 ? "" : `threshold ${percent(rule.threshold)}`,
    rule.direction === void 0 ? "" : rule.direction,
    "deterministic" in rule && rule.deterministic !== void 0 ? rule.deterministic ? "exact" : "not exact" : ""
  ].filter(Boolean).join(", ");
}
function percent(fraction) {
  return `${Number((fraction * 100).toPrecision(4))}%`;
}

// src/policy/reference-gates.ts
var RANK = ["no-baseline", "pass", "inconclusive", "warn", "fail"];
var WARN_ONLY2 = { kind: "warn-only" };
function gateOnReferences(verdict, references, rules) {
  if (verdict.level === "error") return verdict;
  let result = verdict;
  for (const reference of references) {
    if (reference.gate === "off") continue;
    const own = referenceVerdict(reference, rules);
    if (own.level === "pass") continue;
    const against = `against ${reference.name}`;
    const reasons = own.reasons.map((r) => `${against}: ${r}`);
    result = RANK.indexOf(own.level) > RANK.indexOf(result.level) ? {
      level: own.level,
      headline: `${against}: ${own.headline}`,
      reasons: [...reasons, ...result.reasons]
    } : {
      ...result,
      reasons: [...result.reasons, `${against}: ${own.level}, ${own.headline}`]
    };
  }
  return result;
}
function referenceVerdict(reference, rules) {
  if (reference.missing !== void 0) {
    const text2 = `the reference gates the verdict (gate: ${reference.gate}) but was not compared: ${reference.missing}`;
    return { level: "warn", headline: text2, reasons: [text2] };
  }
  const standing = rules.standing(reference.comparisons);
  return decideVerdict(reference.comparisons, reference.geomean, rules.policy, [], {
    standing: reference.gate === "warn" ? (c) => {
      const s = standing(c);
      return s.kind === "waived" ? s : WARN_ONLY2;
    } : standing,
    acknowledgement: rules.acknowledgement
  });
}

// src/reference-analysis.ts
function analyzeReferences(references, runs, parse, settings, rules) {
  const gates = new Map((settings.policy.references ?? []).map((r) => [r.name, r.gate]));
  const reports = references.map((reference) => {
    const origin = {
      name: reference.name,
      source: reference.source,
      ...reference.run ? { run: reference.run } : {},
      gate: gates.get(reference.name) ?? "off"
    };
    const empty2 = { comparisons: [], geomean: null, readings: [] };
    if ("missing" in reference.files)
      return { ...origin, ...empty2, missing: reference.files.missing };
    const results = parse(reference.files);
    if (results.length === 0)
      return {
        ...origin,
        ...empty2,
        missing: "no results could be read from its files (see the problems found in the inputs)"
      };
    const against = (side) => compareRuns(
      { base: results, head: side, floors: runs.floors },
      settings.statistics,
      rules,
      reference.name
    );
    const head = against(runs.head);
    const since = runs.base.length > 0 ? against(runs.base).comparisons : [];
    return {
      ...origin,
      comparisons: head.comparisons,
      geomean: head.geomean,
      readings: readReference(head.comparisons, since)
    };
  });
  const missing = references.flatMap((r) => "missing" in r.files ? r.files.diagnostics : []);
  return { reports, diagnostics: [...missing, ...unmatchedGates(settings.policy, references)] };
}
function referenceStanding(policy, rules, today) {
  return (comparisons) => {
    const waivers = reviewWaivers(policy.waivers, comparisons, today);
    return (c) => waivers.standingOf(c) ?? (rules.gateOf(c) === "warn" ? { kind: "warn-only" } : COUNTS4);
  };
}
var COUNTS4 = { kind: "counts" };
function unmatchedGates(policy, references) {
  const names = references.map((r) => r.name);
  return (policy.references ?? []).filter((rule) => !names.includes(rule.name) && rule.gate !== "off").map(
    (rule) => diagnostic(
      "warning",
      policy.file ?? "",
      describeLocation(rule.at),
      `no reference of this run is named "${rule.name}" (${names.length > 0 ? `given: ${names.join(", ")}` : "none given"}), so its gate applies to nothing`
    )
  );
}

// src/pipeline.ts
async function runPipeline(settings, ports) {
  const acquisition = await ports.acquire();
  const parsed = await parseAcquisitions([acquisition], settings, ports.parseSides);
  const report2 = analyzeParsed(acquisition, parsed, settings);
  await ports.publish(report2);
  return report2;
}
async function runLegsPipeline(settings, ports) {
  const legs = await ports.acquire();
  const acquisitions = legs.map((l) => l.acquisition);
  const parsed = await parseAcquisitions(acquisitions, settings, ports.parseSides);
  const reports = legs.map(({ leg, acquisition }) => ({
    leg,
    report: analyzeParsed(acquisition, parsed, settings)
  }));
  await ports.publish(reports);
  return reports;
}
async function parseAcquisitions(acquisitions, settings, parser = parseSidesInTurn) {
  if (settings.policy.problems.length > 0) return /* @__PURE__ */ new Map();
  const sides = acquisitions.flatMap(sidesOf);
  const owned = sides.map((side) => [...side.files]);
  for (const side of sides) {
    const files = side.files;
    files.forEach((file, i) => files[i] = withoutBytes(file));
  }
  const parsed = await parser(owned, settings.format);
  const empty2 = { results: [], diagnostics: [], environments: /* @__PURE__ */ new Map(), filesRead: 0 };
  return new Map(sides.map((side, i) => [side, parsed[i] ?? empty2]));
}
function analyzeParsed(acquisition, parsedSides, settings) {
  if (settings.policy.problems.length > 0) return invalidPolicyReport(acquisition, settings);
  const diagnostics = [];
  const problems = noProblems();
  const listed = /* @__PURE__ */ new Set();
  const record = (side, found2) => {
    for (const d of found2) {
      const key = JSON.stringify([d.severity, d.file, d.location, d.message]);
      if (listed.has(key)) continue;
      listed.add(key);
      diagnostics.push(d);
    }
    problems[side] += countProblems(found2);
  };
  const rules = policyRules(settings.policy, settings.statistics);
  const environments = /* @__PURE__ */ new Map();
  const parseSide = (side, paired, whose) => {
    record(whose, side.diagnostics);
    const parsed = parsedSides.get(side) ?? parseResultFiles(side.files, settings.format);
    record(whose, parsed.diagnostics);
    record(whose, mixedFormatWarnings(parsed.results, whose));
    environments.set(side, parsed);
    if (!paired) return rules.annotate(parsed.results);
    const rounds = assignRounds(parsed.results, settings.roundPattern);
    record(whose, rounds.diagnostics);
    return rules.annotate(rounds.results);
  };
  const head = parseSide(acquisition.head, settings.paired, "head");
  const missing = "missing" in acquisition.base ? acquisition.base.missing : void 0;
  if ("missing" in acquisition.base) record("base", acquisition.base.diagnostics);
  const base = "missing" in acquisition.base ? [] : parseSide(acquisition.base, settings.paired, "base");
  const history = acquisition.history.map((run) => parseSide(run, false, "history"));
  const control = acquisition.control ? parseSide(acquisition.control, false, "control") : void 0;
  const compared = compareRuns(
    { base, head, history, ...control ? { control } : {}, paired: settings.paired },
    settings.statistics,
    rules.comparison
  );
  const baseEnvironment = "missing" in acquisition.base ? void 0 : environments.get(acquisition.base);
  const headEnvironment = environments.get(acquisition.head);
  const today = settings.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const review = reviewPolicy(settings.policy, rules, {
    comparisons: compared.comparisons,
    head,
    environments: baseEnvironment && headEnvironment ? { base: baseEnvironment, head: headEnvironment } : null,
    pullRequest: settings.pullRequest ?? null,
    today
  });
  diagnostics.push(...review.diagnostics);
  const references = analyzeReferences(
    acquisition.references ?? [],
    { head, base, floors: compared.floors },
    (side) => parseSide(side, false, "references"),
    settings,
    rules.comparison
  );
  record("references", references.diagnostics);
  const verdict = gateOnReferences(
    overrideVerdict(
      decideVerdict(
        compared.comparisons,
        compared.geomean,
        settings.verdict,
        compared.findings,
        review.signals
      ),
      {
        headCount: head.length,
        headFiles: acquisition.head.files.length,
        baseCount: base.length,
        missing,
        problems
      }
    ),
    references.reports,
    {
      policy: settings.verdict,
      standing: referenceStanding(settings.policy, rules, today),
      acknowledgement: review.signals.acknowledgement ?? null
    }
  );
  return {
    verdict,
    comparisons: compared.comparisons,
    geomean: compared.geomean,
    findings: compared.findings.map((f) => f.message),
    diagnostics,
    context: acquisition.context,
    method: methodSummary(settings),
    history: baseHistory(history, compared.comparisons),
    environments: {
      base: mergeEnvironments(baseEnvironment?.environments.values() ?? []),
      head: mergeEnvironments(headEnvironment?.environments.values() ?? [])
    },
    ...references.reports.length > 0 ? { references: references.reports } : {}
  };
}
function invalidPolicyReport(acquisition, settings) {
  return {
    verdict: invalidPolicyVerdict(settings.policy),
    comparisons: [],
    geomean: null,
    findings: [],
    diagnostics: [],
    context: acquisition.context,
    method: methodSummary(settings)
  };
}
function overrideVerdict(verdict, facts) {
  if (facts.headCount === 0)
    return {
      level: "error",
      headline: "no head results could be read",
      reasons: unreadHeadReasons(facts.problems, facts.headFiles)
    };
  if (facts.missing !== void 0)
    return {
      level: "no-baseline",
      headline: `no baseline: ${facts.missing}`,
      reasons: ["the head's numbers are shown below; nothing was compared"]
    };
  if (facts.baseCount === 0)
    return {
      level: "no-baseline",
      headline: "no baseline: no base results could be read",
      reasons: ["the head's numbers are shown below; see the problems found in the base's inputs"]
    };
  return verdict;
}
function methodSummary(settings) {
  const s = settings.statistics;
  return {
    threshold: s.threshold,
    noiseFloor: s.noiseFloor,
    fdr: s.fdr,
    failOn: settings.verdict.failOn,
    failOnInconclusive: settings.verdict.failOnInconclusive,
    format: settings.format,
    alpha: s.alpha,
    thresholdDeterministic: s.thresholdDeterministic,
    geomeanThreshold: s.geomeanThreshold,
    geomeanNoiseFloor: s.geomeanNoiseFloor,
    minSamples: s.minSamples,
    policy: summarizePolicy(settings.policy)
  };
}

// src/publish/github/log-text.ts
function inertLogText(text2) {
  return neutraliseCommands(text2.replace(CONTROL, visibleControl));
}
function inertLogLines(message2) {
  return message2.split(LINE_BREAK).map(inertLogText).join("\n");
}
function withoutWorkflowCommands(text2) {
  if (!text2.includes("::") && !text2.includes("##[")) return text2;
  return text2.split(LINE_BREAK).map(neutraliseCommands).join("\n");
}
var LINE_BREAK = /\r\n|\r|\n/;
var CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
var NAMED = { "\n": "\\n", "\r": "\\r", "	": "\\t" };
function visibleControl(c) {
  const code = c.charCodeAt(0);
  return NAMED[c] ?? (code > 255 ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, "0")}`);
}
function neutraliseCommands(line) {
  const commandStart = /^(\s*)::/.exec(line);
  const opened = commandStart ? `${commandStart[1] ?? ""}\\::${line.slice(commandStart[0].length)}` : line;
  return opened.includes("##[") ? opened.split("##[").join("##\\[") : opened;
}

// src/settings/action-inputs.ts
var INPUT_NAMES = [
  "results",
  "format",
  "base-results",
  "artifact-name",
  "base-branch",
  "base-workflow",
  "head-run-id",
  "history",
  "control-results",
  "control-artifact-name",
  "references",
  "paired",
  "round-pattern",
  "max-base-behind",
  "policy",
  "threshold",
  "fail-on",
  "fail-on-inconclusive",
  "comment",
  "comment-key",
  "summary",
  "report-file",
  "github-token"
];
var COMMENT_MODES = ["always", "on-change", "on-regression", "never"];

// src/settings/read-values.ts
function readRelative(input, text2, problems) {
  const trimmed = text2.trim();
  const percent2 = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/.exec(trimmed);
  if (percent2) return Number(percent2[1]) / 100;
  if (/^(\d+(?:\.\d+)?|\.\d+)$/.test(trimmed)) {
    const value = Number(trimmed);
    if (value < 1) return value;
    problems.push({
      input,
      message: `"${trimmed}" is ambiguous: write a percentage such as "${trimmed}%" or a fraction such as "${(value / 100).toString()}"`
    });
    return void 0;
  }
  problems.push({
    input,
    message: `expected a percentage such as "5%" or a fraction such as "0.05", got "${trimmed}"`
  });
  return void 0;
}
function readBoolean(input, text2, problems) {
  const trimmed = text2.trim();
  if (["true", "True", "TRUE"].includes(trimmed)) return true;
  if (["false", "False", "FALSE"].includes(trimmed)) return false;
  problems.push({ input, message: `expected true or false, got "${trimmed}"` });
  return void 0;
}
function readChoice(input, text2, choices, problems) {
  const trimmed = text2.trim();
  if (choices.includes(trimmed)) return trimmed;
  problems.push({ input, message: `expected one of ${choices.join(", ")}, got "${trimmed}"` });
  return void 0;
}
function readInteger(input, text2, range, problems) {
  const trimmed = text2.trim();
  if (/^\d+$/.test(trimmed)) {
    const value = Number(trimmed);
    if (value >= range.min && value <= range.max) return value;
  }
  problems.push({
    input,
    message: `expected a whole number from ${range.min} to ${range.max}, got "${trimmed}"`
  });
  return void 0;
}

// src/settings/reference-specs.ts
var MAX_REFERENCES = 5;
var MAX_REFERENCE_NAME_LENGTH = 64;
function parseReferenceInput(text2, problems) {
  const targets = [];
  const lines2 = text2.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
  for (const line of lines2) {
    const split = splitNamed(line);
    if (typeof split === "string") {
      problems.push({ input: "references", message: split });
      continue;
    }
    const target = readTarget(split.name, split.value);
    if (typeof target === "string") problems.push({ input: "references", message: target });
    else targets.push(target);
  }
  checkNames(targets, "references", problems);
  return targets;
}
function parseReferenceFlags(groups, problems) {
  const references = [];
  for (const [first, ...more] of groups) {
    const split = first === void 0 ? "needs NAME=<file|dir|glob>" : splitNamed(first);
    if (typeof split === "string") {
      problems.push({ input: "--reference", message: split });
      continue;
    }
    const patterns = [split.value, ...more].filter((p) => p.trim() !== "");
    if (patterns.length === 0) {
      problems.push({ input: "--reference", message: `"${split.name}" names no files` });
      continue;
    }
    references.push({ name: split.name, patterns });
  }
  checkNames(references, "--reference", problems);
  return references;
}
function splitNamed(text2) {
  const at3 = text2.indexOf("=");
  if (at3 < 0)
    return `"${shown(text2)}" is not NAME=VALUE (for example v1.4.0=v1.4.0 or before-fix=1234567)`;
  const name = text2.slice(0, at3).trim();
  const value = text2.slice(at3 + 1).trim();
  const problem = nameProblem(name);
  if (problem !== void 0) return problem;
  if (value === "") return `reference "${name}" has no value after "="`;
  return { name, value };
}
function nameProblem(name) {
  if (name === "") return 'a reference needs a name before "=" (for example v1.4.0=v1.4.0)';
  if (Array.from(name).length > MAX_REFERENCE_NAME_LENGTH)
    return `reference name "${shown(name)}" is longer than ${MAX_REFERENCE_NAME_LENGTH} characters`;
  if (/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(name))
    return `reference name "${shown(name)}" contains control characters`;
  if (["base", "head"].includes(name.toLowerCase()))
    return `"${name}" cannot name a reference: base and head are the sides compared`;
  return void 0;
}
function readTarget(name, value) {
  const prefixed = /^(run|sha|tag):(.*)$/.exec(value);
  const kind = prefixed ? prefixed[1] : guessKind(value);
  const rest = (prefixed ? prefixed[2] ?? "" : value).trim();
  if (kind === "run") {
    const id = /^\d{1,16}$/.test(rest) ? Number(rest) : NaN;
    return Number.isSafeInteger(id) && id > 0 ? { name, kind, value: String(id) } : `reference "${name}": "${shown(rest)}" is not a workflow run id`;
  }
  if (kind === "sha")
    return /^[0-9a-f]{7,40}$/i.test(rest) ? { name, kind, value: rest.toLowerCase() } : `reference "${name}": "${shown(rest)}" is not a commit SHA (7 to 40 hex digits)`;
  return rest !== "" && !/[\s~^:?*[\\]|\.\.|^[/.-]|[/.]$|@\{/.test(rest) ? { name, kind, value: rest } : `reference "${name}": "${shown(rest)}" is not a valid tag name`;
}
function guessKind(value) {
  if (/^\d+$/.test(value)) return "run";
  if (/^[0-9a-f]{7,40}$/i.test(value)) return "sha";
  return "tag";
}
function checkNames(references, input, problems) {
  const seen = /* @__PURE__ */ new Set();
  for (const { name } of references) {
    if (seen.has(name)) problems.push({ input, message: `reference "${name}" is given twice` });
    seen.add(name);
  }
  if (references.length > MAX_REFERENCES)
    problems.push({
      input,
      message: `${references.length} references given; at most ${MAX_REFERENCES} are compared`
    });
}
function shown(text2) {
  const points = Array.from(text2);
  return points.length > 60 ? `${points.slice(0, 59).join("")}\u2026` : text2;
}

// src/settings/policy-settings.ts
var DEFAULT_KEYS2 = {
  threshold: "threshold",
  thresholdDeterministic: "threshold-deterministic",
  noiseFloor: "noise-floor",
  geomeanThreshold: "geomean-threshold",
  geomeanNoiseFloor: "geomean-noise-floor",
  fdr: "fdr",
  alpha: "alpha",
  minSamples: "min-samples",
  maxInconclusiveFraction: "max-inconclusive-fraction",
  history: "history",
  failOn: "fail-on",
  failOnInconclusive: "fail-on-inconclusive"
};
function effectiveSettings(policy, overrides) {
  const given = Object.fromEntries(
    Object.entries(overrides.values).filter(([, value]) => value !== void 0)
  );
  const d = { ...withoutUndefined(policy.defaults), ...given };
  const s = DEFAULT_STATISTICS_SETTINGS;
  const v = DEFAULT_VERDICT_POLICY;
  const threshold2 = d.threshold ?? s.threshold;
  const geomeanThreshold = d.geomeanThreshold ?? s.geomeanThreshold;
  const statistics = {
    threshold: threshold2,
    thresholdDeterministic: d.thresholdDeterministic ?? threshold2,
    noiseFloor: d.noiseFloor ?? s.noiseFloor,
    geomeanNoiseFloor: d.geomeanNoiseFloor ?? s.geomeanNoiseFloor,
    geomeanThreshold,
    fdr: d.fdr ?? s.fdr,
    alpha: d.alpha ?? s.alpha,
    minSamples: d.minSamples ?? s.minSamples,
    corroborate: policy.corroborate ?? s.corroborate
  };
  const verdict = {
    failOn: d.failOn ?? v.failOn,
    failOnInconclusive: d.failOnInconclusive ?? v.failOnInconclusive,
    maxInconclusiveFraction: d.maxInconclusiveFraction ?? v.maxInconclusiveFraction,
    geomeanThreshold
  };
  const overridden = Object.keys(given).map((key) => {
    const name = overrides.names[key] ?? "";
    return `${DEFAULT_KEYS2[key]} (${name.startsWith("--") ? name : "input"})`;
  });
  return { statistics, verdict, policy: { ...policy, overrides: overridden } };
}
function withoutUndefined(defaults2) {
  return Object.fromEntries(Object.entries(defaults2).filter(([, value]) => value !== void 0));
}

// src/settings/read-format.ts
function readFormat(input, text2, problems) {
  const trimmed = text2.trim();
  if (trimmed === "auto" || findAdapter(trimmed)) return trimmed;
  const suggestions = suggestFormats(trimmed);
  const hint = suggestions.length > 0 ? `; did you mean ${suggestions.map((name) => `"${name}"`).join(" or ")}?` : ".";
  problems.push({
    input,
    message: `unknown format "${trimmed}"${hint} Valid formats: ${describeFormats()}`
  });
  return "auto";
}
function describeFormats() {
  const ids = formatAdapters.map((adapter) => {
    const aliases = adapter.aliases ?? [];
    if (aliases.length === 0) return adapter.id;
    return `${adapter.id} (${aliases.length === 1 ? "alias" : "aliases"}: ${aliases.join(", ")})`;
  });
  return ["auto", ...ids].join(", ");
}
var MAX_PREFIX_SUGGESTIONS = 3;
function suggestFormats(text2) {
  const squash = (name) => name.toLowerCase().replace(/[-_\s]/g, "");
  const typed = squash(text2);
  if (typed.length >= 3) {
    const begun = formatAdapters.flatMap((adapter) => {
      const names2 = [adapter.id, ...adapter.aliases ?? []];
      const match = names2.find((name) => squash(name).startsWith(typed));
      return match === void 0 ? [] : [match];
    });
    if (begun.length > 0 && begun.length <= MAX_PREFIX_SUGGESTIONS) return begun;
  }
  const names = formatAdapters.flatMap((adapter) => [
    adapter.id,
    ...adapter.aliases ?? []
  ]);
  const closest = closestName(text2, names);
  return closest === void 0 ? [] : [closest];
}

// src/settings/analysis-knobs.ts
function parseAnalysisKnobs(knobs, names, problems, policy = DEFAULT_POLICY) {
  const given = (text2) => text2 !== void 0 && text2.trim() !== "";
  const format = given(knobs.format) ? readFormat(names.format, knobs.format, problems) : "auto";
  const overrides = {};
  if (given(knobs.threshold))
    overrides.threshold = readRelative(names.threshold, knobs.threshold, problems);
  if (given(knobs.failOn))
    overrides.failOn = readChoice(names.failOn, knobs.failOn, FAIL_ON, problems);
  if (given(knobs.failOnInconclusive))
    overrides.failOnInconclusive = readBoolean(
      names.failOnInconclusive,
      knobs.failOnInconclusive,
      problems
    );
  const effective = effectiveSettings(policy, {
    values: overrides,
    names: {
      threshold: names.threshold,
      failOn: names.failOn,
      failOnInconclusive: names.failOnInconclusive
    }
  });
  const paired = given(knobs.paired) ? readBoolean(names.paired, knobs.paired, problems) === true : false;
  return {
    format,
    statistics: effective.statistics,
    verdict: effective.verdict,
    paired,
    roundPattern: given(knobs.roundPattern) ? readPattern(names.roundPattern, knobs.roundPattern, problems) : DEFAULT_ROUND_PATTERN,
    policy: effective.policy
  };
}
function readPattern(input, text2, problems) {
  try {
    const pattern = new RegExp(text2);
    if (new RegExp(`${pattern.source}|`).exec("")?.length !== 2)
      problems.push({
        input,
        message: `"${text2}" must have exactly one capturing group (the round number)`
      });
    return pattern;
  } catch (error) {
    problems.push({
      input,
      message: `"${text2}" is not a valid regular expression (${error instanceof Error ? error.message : String(error)})`
    });
    return DEFAULT_ROUND_PATTERN;
  }
}

// src/settings/action-settings.ts
var ACTION_KNOB_NAMES = {
  format: "format",
  threshold: "threshold",
  failOn: "fail-on",
  failOnInconclusive: "fail-on-inconclusive",
  paired: "paired",
  roundPattern: "round-pattern"
};
function parseActionSettings(raw, policy = DEFAULT_POLICY) {
  const problems = [];
  const text2 = (name) => raw[name].trim();
  const optional = (name) => text2(name) || void 0;
  const results = lines(raw.results);
  const analysis = parseAnalysisKnobs(
    {
      format: raw.format,
      threshold: raw.threshold,
      failOn: raw["fail-on"],
      failOnInconclusive: raw["fail-on-inconclusive"],
      paired: raw.paired,
      roundPattern: raw["round-pattern"]
    },
    ACTION_KNOB_NAMES,
    problems,
    policy
  );
  const headRunId = optional("head-run-id");
  const settings = {
    analysis,
    results,
    baseResults: lines(raw["base-results"]),
    artifactName: text2("artifact-name") || "bench-results",
    baseBranch: optional("base-branch"),
    baseWorkflow: optional("base-workflow"),
    headRunId: headRunId === void 0 ? void 0 : readInteger("head-run-id", headRunId, { min: 1, max: Number.MAX_SAFE_INTEGER }, problems),
    history: text2("history") ? readInteger("history", text2("history"), { min: 0, max: 20 }, problems) ?? 5 : policy.defaults.history ?? 5,
    controlResults: lines(raw["control-results"]),
    controlArtifactName: optional("control-artifact-name"),
    references: parseReferenceInput(raw.references, problems),
    maxBaseBehind: readInteger(
      "max-base-behind",
      text2("max-base-behind") || "50",
      { min: 0, max: 1e5 },
      problems
    ) ?? 50,
    comment: readChoice("comment", text2("comment") || "always", COMMENT_MODES, problems) ?? "always",
    commentKey: optional("comment-key"),
    summary: readBoolean("summary", text2("summary") || "true", problems) ?? true,
    reportFile: text2("report-file") || "bench-verdict-report.json",
    token: text2("github-token")
  };
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}
function lines(value) {
  return value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "");
}

// src/settings/policy-read.ts
import { readFile } from "node:fs/promises";
import path2 from "node:path";

// src/settings/policy-file.ts
var import_yaml = __toESM(require_dist(), 1);

// src/settings/policy-schema.ts
var expectations = external_exports.registry();
var PERCENT_TEXT = /^(\d+(?:\.\d+)?|\.\d+)\s*%$/;
function expecting(schema, expected, explain) {
  expectations.add(schema, explain ? { expected, explain } : { expected });
  return schema;
}
function relative2(range, description) {
  const percentMax = range.max * 100;
  const bounds = `${range.positive ? "above 0 %" : "from 0 %"} ${range.maxInclusive ? "up to" : "and under"} ${percentMax} %`;
  const expected = `a percentage such as "5%" or a fraction such as 0.05, ${bounds}`;
  const inRange = (fraction) => (range.positive ? fraction > 0 : fraction >= 0) && (range.maxInclusive ? fraction <= range.max : fraction < range.max);
  const schema = external_exports.union([external_exports.number().min(0).lt(1), external_exports.string().regex(PERCENT_TEXT)]).superRefine((value, context) => {
    if (!inRange(toFraction(value)))
      context.addIssue({ code: "custom", message: `expected ${expected}; found ${found(value)}` });
  }).transform(toFraction).describe(description);
  return expecting(
    schema,
    expected,
    (value) => typeof value === "number" && value >= 1 ? `${String(value)} is ambiguous: write a percentage such as "${String(value)}%" or a fraction such as ${String(value / 100)}` : void 0
  );
}
function toFraction(value) {
  return typeof value === "number" ? value : Number(PERCENT_TEXT.exec(value)?.[1]) / 100;
}
function wholeNumber(min, max, description) {
  return expecting(
    external_exports.number().int().min(min).max(max).describe(description),
    `a whole number from ${min} to ${max}`
  );
}
function text(expected, description) {
  return expecting(external_exports.string().trim().min(1).describe(description), expected);
}
var glob2 = text(
  'a benchmark name or glob such as "BM_Crc32/*"',
  "Glob on the benchmark label (`suite \u203A name [params] (procs N)`) or its bare name: `*` is any run of characters, slashes included, `?` one character."
);
var regex = expecting(
  external_exports.string().trim().min(1).superRefine((value, context) => {
    try {
      patternRegExp(value);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      context.addIssue({ code: "custom", message: `not a valid regular expression: ${why}` });
    }
  }).describe("Regular expression (JavaScript syntax) searched for in the benchmark label."),
  'a regular expression such as "^BM_Crc"'
);
var date = expecting(
  external_exports.string().trim().superRefine((value, context) => {
    if (!isCalendarDate(value))
      context.addIssue({
        code: "custom",
        message: `expected a date written YYYY-MM-DD, such as 2026-03-31; found ${found(value)}`
      });
  }).describe(
    "Last day (UTC) the waiver holds, YYYY-MM-DD; after it the waiver is reported and ignored."
  ),
  "a date written YYYY-MM-DD, such as 2026-03-31"
);
function isCalendarDate(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
var metricSelector = text(
  `a metric kind (${METRIC_KINDS.join(", ")}) or the harness's metric name`,
  `Restricts the entry to one metric: a kind (${METRIC_KINDS.join(", ")}) or the harness's own metric name (e.g. real_time, B/op).`
);
var gate = external_exports.enum(GATES).describe(
  "fail: a regression can fail the verdict; warn: a regression can at most make it warn; off: informational (compared and shown, not in the FDR family)."
);
var direction = external_exports.enum(DECLARED_DIRECTIONS).describe(
  "Better direction, for metrics whose harness does not say (custom units); a direction the harness gives is kept."
);
var threshold = relative2(
  { max: 1 },
  'Smallest change that matters for these comparisons (\u03C4, and \u03C4_det for exact metrics), e.g. "1%".'
);
var defaults = external_exports.strictObject({
  threshold: relative2({ max: 1 }, "\u03C4: the smallest change that matters. Default 5%.").optional(),
  "threshold-deterministic": relative2(
    { max: 1 },
    "\u03C4_det: the band for exact metrics such as instruction counts. Default: threshold."
  ).optional(),
  "noise-floor": relative2(
    { max: 1 },
    "Assumed between-run variation without history, an A/A control or pairing. Default 10%."
  ).optional(),
  "geomean-threshold": relative2(
    { max: 1 },
    "\u03C4_geo: the band of the suite geomean. Default 2%."
  ).optional(),
  "geomean-noise-floor": relative2(
    { max: 1 },
    "Assumed between-run variation of the suite geomean. Default 5%."
  ).optional(),
  fdr: relative2(
    { max: 1, positive: true },
    "Benjamini\u2013Hochberg false discovery rate over the gated metrics. Default 5%."
  ).optional(),
  alpha: relative2(
    { max: 1, positive: true },
    "Test level; confidence intervals are 1 \u2212 alpha. Default 5%."
  ).optional(),
  "min-samples": wholeNumber(
    1,
    1e3,
    'Fewer samples on a side make a comparison inconclusive ("too few samples"). Default 1.'
  ).optional(),
  "max-inconclusive-fraction": relative2(
    { max: 1, maxInclusive: true },
    "Above this share of inconclusive gated comparisons the verdict is inconclusive. Default 50%."
  ).optional(),
  history: wholeNumber(
    0,
    20,
    "Earlier base-branch runs the Action fetches to measure run-to-run noise. Default 5."
  ).optional(),
  "fail-on": external_exports.enum(FAIL_ON).optional().describe("Weakest regression strength that fails the verdict. Default strong."),
  "fail-on-inconclusive": external_exports.boolean().optional().describe("Also fail the step when the verdict is inconclusive. Default false.")
}).describe("Defaults for every comparison. Action inputs and CLI flags override them.");
var metricRule = external_exports.strictObject({
  gate: gate.optional(),
  direction: direction.optional(),
  deterministic: external_exports.boolean().optional().describe(
    "The metric does not vary between runs of one build: compared exactly against threshold."
  ),
  threshold: threshold.optional()
}).meta({ id: "metric-rule", description: "Rules for one metric kind or harness metric name." });
var metrics = external_exports.object(Object.fromEntries(METRIC_KINDS.map((kind) => [kind, metricRule.optional()]))).catchall(metricRule).describe(
  `Rules per metric, keyed by kind (${METRIC_KINDS.join(", ")}) or by the harness's metric name; a name entry beats a kind entry.`
);
var benchmarkRule = external_exports.strictObject({
  benchmark: glob2.optional(),
  "benchmark-regex": regex.optional(),
  metric: metricSelector.optional(),
  threshold: threshold.optional(),
  gate: gate.optional(),
  direction: direction.optional()
}).superRefine(exactlyOnePattern).describe(
  "A rule for the benchmarks a pattern matches. Rules are tried in order and the first match wins; what it does not set comes from metrics and defaults."
);
var waiver = external_exports.strictObject({
  benchmark: glob2.optional(),
  "benchmark-regex": regex.optional(),
  metric: metricSelector.optional(),
  "max-regression": relative2(
    { max: 10, maxInclusive: true },
    'The largest regression accepted, e.g. "15%" (the estimated change, worse direction).'
  ),
  reason: text(
    "a sentence saying why the regression is accepted",
    "Why the regression is accepted; shown in the comment."
  ),
  expires: date
}).superRefine(exactlyOnePattern).describe("Accepts a regression up to a size, for a reason, until a date.");
var environment = external_exports.strictObject({
  "on-mismatch": external_exports.enum(MISMATCH_HANDLING).optional().describe(
    "Base and head ran in different environments: warn (default), make the verdict inconclusive, or ignore."
  ),
  keys: external_exports.array(
    external_exports.union([
      external_exports.enum(ENVIRONMENT_KEYS),
      text('an environment key such as "cpu"', "An environment key the harness prints.")
    ])
  ).optional().describe("Environment keys compared. Default: cpu, cores, build-type.")
}).describe("How differences between the base and head environments are treated.");
var PolicySchema = external_exports.strictObject({
  defaults: defaults.optional(),
  metrics: metrics.optional(),
  benchmarks: external_exports.array(benchmarkRule).optional().describe("Per-benchmark rules, first match wins."),
  required: external_exports.array(glob2).optional().describe("Benchmarks (names or globs) the head run must have results for."),
  corroborate: external_exports.boolean().optional().describe(
    "A time regression fails only if the instruction or cycle count of the same benchmark agrees; otherwise strong becomes likely."
  ),
  environment: environment.optional(),
  waivers: external_exports.array(waiver).optional().describe("Accepted regressions, each with an expiry date."),
  references: external_exports.object({}).catchall(
    external_exports.strictObject({
      gate: gate.describe(
        "fail: regressions of head against this reference count in the verdict as against the base; warn: they can at most make it warn; off (default): shown, never gating."
      )
    }).describe("How one named reference counts in the verdict.")
  ).optional().describe(
    "Named references (the `references` input, `--reference NAME=\u2026`), keyed by name. Unlisted references are shown beside the base and do not gate."
  ),
  "acknowledge-label": text(
    'a label name such as "performance-regression-accepted"',
    "A pull-request label that turns a fail verdict into warn; the comment says who added it."
  ).optional()
}).describe("bench-verdict policy: what matters, per benchmark and per metric.");
function exactlyOnePattern(value, context) {
  if (value.benchmark === void 0 === (value["benchmark-regex"] === void 0))
    context.addIssue({
      code: "custom",
      message: value.benchmark === void 0 ? "needs the benchmarks it applies to: `benchmark` (a name or glob) or `benchmark-regex`" : "give either `benchmark` or `benchmark-regex`, not both"
    });
}
function found(value) {
  if (value === void 0) return "nothing";
  if (value === null) return "an empty value";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a mapping";
  if (typeof value === "string")
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 59)}\u2026` : value);
  return typeof value === "number" || typeof value === "boolean" ? String(value) : typeof value;
}

// src/settings/policy-file.ts
function parsePolicyText(text2, file) {
  const counter = new import_yaml.LineCounter();
  const document = (0, import_yaml.parseDocument)(text2, {
    lineCounter: counter,
    version: "1.2",
    schema: "core",
    uniqueKeys: true,
    prettyErrors: true
  });
  const located = new Locator(document, counter);
  if (document.errors.length > 0) {
    const problems = document.errors.map((error) => ({
      file,
      path: "",
      line: error.linePos?.[0].line ?? null,
      // The first line without its " at line L, column C:" suffix: the problem carries the line.
      message: `not valid YAML: ${(error.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "")}`
    }));
    return invalid(file, problems);
  }
  let data;
  try {
    data = document.toJS({ maxAliasCount: 100 }) ?? {};
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return invalid(file, [{ file, path: "", line: null, message: `not valid YAML: ${why}` }]);
  }
  const parsed = PolicySchema.safeParse(data);
  if (!parsed.success) {
    const seen = /* @__PURE__ */ new Set();
    const problems = parsed.error.issues.flatMap((issue) => describeIssue(issue, data, located, file)).filter((problem) => !seen.has(problem.path) && Boolean(seen.add(problem.path))).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    return invalid(file, problems);
  }
  return toPolicy(parsed.data, data, file, located);
}
function invalid(file, problems) {
  return { ...DEFAULT_POLICY, file, problems };
}
function toPolicy(input, raw, file, located) {
  const d = input.defaults ?? {};
  const defaults2 = {
    threshold: d.threshold,
    thresholdDeterministic: d["threshold-deterministic"],
    noiseFloor: d["noise-floor"],
    geomeanThreshold: d["geomean-threshold"],
    geomeanNoiseFloor: d["geomean-noise-floor"],
    fdr: d.fdr,
    alpha: d.alpha,
    minSamples: d["min-samples"],
    maxInconclusiveFraction: d["max-inconclusive-fraction"],
    history: d.history,
    failOn: d["fail-on"],
    failOnInconclusive: d["fail-on-inconclusive"]
  };
  const at3 = (path3) => ({
    path: formatPath(path3),
    line: located.line(path3)
  });
  const metricNames = Object.keys(valueAt(raw, ["metrics"]) ?? {});
  const metrics2 = metricNames.flatMap((metric) => {
    const rule = input.metrics?.[metric];
    return rule ? [{ metric, ...rule, at: at3(["metrics", metric]) }] : [];
  });
  return {
    file,
    problems: [],
    defaults: defaults2,
    overrides: [],
    metrics: metrics2,
    benchmarks: (input.benchmarks ?? []).map((rule, i) => ({
      pattern: patternOf(rule),
      metric: rule.metric,
      gate: rule.gate,
      direction: rule.direction,
      threshold: rule.threshold,
      at: at3(["benchmarks", i])
    })),
    required: (input.required ?? []).map((text2, i) => ({
      pattern: { kind: "glob", text: text2 },
      at: at3(["required", i])
    })),
    corroborate: input.corroborate,
    environment: {
      onMismatch: input.environment?.["on-mismatch"] ?? DEFAULT_POLICY.environment.onMismatch,
      keys: input.environment?.keys ?? DEFAULT_POLICY.environment.keys
    },
    waivers: (input.waivers ?? []).map((waiver2, i) => ({
      pattern: patternOf(waiver2),
      metric: waiver2.metric,
      maxRegression: waiver2["max-regression"],
      reason: waiver2.reason,
      expires: waiver2.expires,
      at: at3(["waivers", i])
    })),
    acknowledgeLabel: input["acknowledge-label"] ?? null,
    ...input.references ? {
      references: Object.entries(input.references).map(([name, rule]) => ({
        name,
        gate: rule.gate,
        at: at3(["references", name])
      }))
    } : {}
  };
}
function patternOf(entry) {
  return entry.benchmark !== void 0 ? { kind: "glob", text: entry.benchmark } : { kind: "regex", text: entry["benchmark-regex"] ?? "" };
}
function describeIssue(issue, data, located, file) {
  const path3 = issue.path.filter((s) => typeof s !== "symbol");
  if (issue.code === "unrecognized_keys")
    return issue.keys.map((key) => ({
      file,
      path: formatPath([...path3, key]),
      line: located.line([...path3, key]),
      message: unknownKeyMessage(key, path3)
    }));
  return [
    { file, path: formatPath(path3), line: located.line(path3), message: message(issue, path3, data) }
  ];
}
function message(issue, path3, data) {
  if (issue.code === "custom") return issue.message;
  const value = valueAt(data, path3);
  const schema = schemaAt(path3);
  const registered = schema && expectations.get(schema);
  const explained = registered?.explain?.(value);
  if (explained !== void 0) return explained;
  const expected = registered?.expected ?? (schema ? describeSchema(schema) : "a valid value");
  if (path3.length === 0)
    return `expected a mapping of policy sections (${knownKeys([]).join(", ")}); found ${found(value)}`;
  if (value === void 0) return `missing; expected ${expected}`;
  return `expected ${expected}; found ${found(value)}`;
}
function schemaAt(path3) {
  let node = unwrap(PolicySchema);
  for (const segment of path3) {
    if (node instanceof external_exports.ZodObject) {
      const shape = node.shape;
      const catchall = node.def.catchall;
      node = shape[String(segment)] ?? (catchall instanceof external_exports.ZodNever ? void 0 : catchall);
    } else if (node instanceof external_exports.ZodArray) node = node.element;
    else return void 0;
    node = node && unwrap(node);
  }
  return node;
}
function unwrap(schema) {
  let node = schema;
  while (!expectations.has(node)) {
    if (node instanceof external_exports.ZodOptional) node = node.unwrap();
    else if (node instanceof external_exports.ZodPipe) node = node.in;
    else break;
  }
  return node;
}
function describeSchema(schema) {
  if (schema instanceof external_exports.ZodEnum) return `one of ${schema.options.join(", ")}`;
  if (schema instanceof external_exports.ZodBoolean) return "true or false";
  if (schema instanceof external_exports.ZodObject) return "a mapping";
  if (schema instanceof external_exports.ZodArray) return "a list";
  if (schema instanceof external_exports.ZodUnion) {
    const choices = schema.options.flatMap(
      (option) => option instanceof external_exports.ZodEnum ? option.options : []
    );
    if (choices.length > 0) return `one of ${choices.join(", ")}, or another name`;
  }
  return "a valid value";
}
function knownKeys(path3) {
  const node = schemaAt(path3);
  return node instanceof external_exports.ZodObject ? Object.keys(node.shape) : [];
}
function unknownKeyMessage(key, path3) {
  const known = knownKeys(path3);
  const closest = closestName(key, known);
  const hint = closest ? `; did you mean "${closest}"?` : path3.length === 0 && knownKeys(["defaults"]).includes(key) ? '; it belongs under "defaults:".' : ".";
  return `unknown key "${key}"${hint} Valid keys here: ${known.join(", ")}`;
}
function formatPath(path3) {
  return path3.map((segment, i) => {
    if (typeof segment === "number") return `[${segment}]`;
    if (/^[A-Za-z_][\w-]*$/.test(segment)) return i === 0 ? segment : `.${segment}`;
    return `[${JSON.stringify(segment)}]`;
  }).join("");
}
function valueAt(data, path3) {
  let value = data;
  for (const segment of path3) {
    if (value === null || typeof value !== "object") return void 0;
    value = value[segment];
  }
  return value;
}
var Locator = class {
  constructor(document, counter) {
    this.document = document;
    this.counter = counter;
  }
  document;
  counter;
  /** The line of the deepest node along the path that exists (a missing key: its parent's). */
  line(path3) {
    let node = this.document.contents;
    let line = this.lineOfNode(node);
    for (const segment of path3) {
      if ((0, import_yaml.isMap)(node)) {
        const pair = node.items.find((p) => (0, import_yaml.isScalar)(p.key) && String(p.key.value) === segment);
        if (!pair) break;
        line = this.lineOfNode(pair.key) ?? line;
        node = pair.value;
      } else if ((0, import_yaml.isSeq)(node) && typeof segment === "number") {
        const item = node.items[segment];
        if (item === void 0) break;
        line = this.lineOfNode(item) ?? line;
        node = item;
      } else break;
    }
    return line;
  }
  lineOfNode(node) {
    const offset = node?.range?.[0];
    return offset === void 0 ? null : this.counter.linePos(offset).line;
  }
};

// src/settings/policy-read.ts
var DEFAULT_POLICY_FILES = [".github/bench-verdict.yml", ".github/bench-verdict.yaml"];
var MAX_POLICY_BYTES = 1024 * 1024;
async function readPolicyFile(given, root) {
  const named = given?.trim();
  if (named) {
    const text2 = await readText(path2.resolve(root, named));
    if (typeof text2 === "string") return parsePolicyText(text2, named);
    return invalid(named, [{ file: named, path: "", line: null, message: text2.problem }]);
  }
  for (const candidate of DEFAULT_POLICY_FILES) {
    const text2 = await readText(path2.resolve(root, candidate));
    if (typeof text2 === "string") return parsePolicyText(text2, candidate);
    if (!text2.missing)
      return invalid(candidate, [{ file: candidate, path: "", line: null, message: text2.problem }]);
  }
  return DEFAULT_POLICY;
}
async function readText(file) {
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_POLICY_BYTES)
      return { missing: false, problem: `the policy file is larger than ${MAX_POLICY_BYTES} bytes` };
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch (error) {
    const code = error.code;
    if (code === "ENOENT") return { missing: true, problem: "the policy file does not exist" };
    if (code === "EISDIR") return { missing: false, problem: "is a directory, not a policy file" };
    if (error instanceof TypeError)
      return { missing: false, problem: "the policy file is not valid UTF-8 text" };
    const why = error instanceof Error ? error.message : String(error);
    return { missing: false, problem: `the policy file cannot be read: ${why}` };
  }
}

// src/settings/cli-args.ts
import { parseArgs } from "node:util";
var MULTI_VALUE_FLAGS = ["base", "head", "control", "history", "reference"];
var SINGLE_VALUE_FLAGS = [
  "format",
  "round-pattern",
  "policy",
  "threshold",
  "fail-on",
  "output",
  "out",
  "html"
];
var BOOLEAN_FLAGS = ["paired", "help", "version", "fail-on-inconclusive"];
function parseCliArgs(argv) {
  const problems = [];
  const [first, ...rest] = argv;
  const command = first === "compare" || first === "preview" ? first : void 0;
  const args = command ? rest : argv;
  const options = { help: { type: "boolean", short: "h" } };
  for (const flag of [...MULTI_VALUE_FLAGS, ...SINGLE_VALUE_FLAGS])
    options[flag] = { type: "string", multiple: true };
  for (const flag of BOOLEAN_FLAGS) options[flag] ??= { type: "boolean" };
  let tokens;
  try {
    tokens = parseArgs({
      args: [...args],
      options,
      strict: true,
      allowPositionals: true,
      tokens: true
    }).tokens;
  } catch (error) {
    return {
      ok: false,
      problems: [
        { input: "arguments", message: error instanceof Error ? error.message : String(error) }
      ]
    };
  }
  const groups = {};
  const values = {};
  const flags = /* @__PURE__ */ new Set();
  const positionals = [];
  let current;
  for (const token of tokens) {
    if (token.kind === "option-terminator") {
      current = void 0;
      continue;
    }
    if (token.kind === "positional") {
      if (current) current.push(token.value);
      else positionals.push(token.value);
      continue;
    }
    current = void 0;
    const name = token.name;
    if (BOOLEAN_FLAGS.includes(name))
      flags.add(name);
    else if (MULTI_VALUE_FLAGS.includes(name)) {
      current = token.value === void 0 ? [] : [token.value];
      (groups[name] ??= []).push(current);
    } else if (token.value !== void 0) (values[name] ??= []).push(token.value);
  }
  for (const [name, list] of Object.entries(values))
    if (list.length > 1) problems.push({ input: `--${name}`, message: "given more than once" });
  if (problems.length > 0) return { ok: false, problems };
  const resolved = flags.has("help") ? "help" : flags.has("version") ? "version" : command;
  if (!resolved)
    return {
      ok: false,
      problems: [
        {
          input: "command",
          message: first === void 0 ? "missing; use `compare` or `preview`" : `unknown command "${first}"; use \`compare\` or \`preview\``
        }
      ]
    };
  return { ok: true, request: { command: resolved, groups, values, flags, positionals } };
}

// src/settings/cli-settings.ts
var OUTPUT_FORMATS = ["text", "markdown", "json"];
function parseCompareCommand(request, policy = DEFAULT_POLICY) {
  const problems = [];
  const single = (name) => request.values[name]?.[0];
  const flat = (name) => (request.groups[name] ?? []).flat();
  const base = flat("base");
  const head = flat("head");
  if (head.length === 0)
    problems.push({
      input: "--head",
      message: "missing: give the head result files (a file, directory or glob)"
    });
  if (base.length === 0)
    problems.push({
      input: "--base",
      message: "missing: give the base result files (a file, directory or glob)"
    });
  for (const [index, run] of (request.groups.history ?? []).entries())
    if (run.length === 0)
      problems.push({ input: "--history", message: `occurrence ${index + 1} names no files` });
  if (request.positionals.length > 0)
    problems.push({
      input: "arguments",
      message: `unexpected argument "${request.positionals[0] ?? ""}" (paths follow --base, --head, --control, --history or --reference)`
    });
  const references = parseReferenceFlags(request.groups.reference ?? [], problems);
  const analysis = parseAnalysisKnobs(
    {
      format: single("format"),
      threshold: single("threshold"),
      failOn: single("fail-on"),
      failOnInconclusive: request.flags.has("fail-on-inconclusive") ? "true" : void 0,
      paired: request.flags.has("paired") ? "true" : void 0,
      roundPattern: single("round-pattern")
    },
    {
      format: "--format",
      threshold: "--threshold",
      failOn: "--fail-on",
      failOnInconclusive: "--fail-on-inconclusive",
      paired: "--paired",
      roundPattern: "--round-pattern"
    },
    problems,
    policy
  );
  const outputText = single("output");
  const output = outputText === void 0 ? "text" : readChoice("--output", outputText, OUTPUT_FORMATS, problems) ?? "text";
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    command: {
      analysis,
      base,
      head,
      history: request.groups.history ?? [],
      control: flat("control"),
      references,
      output,
      out: single("out")
    }
  };
}

export {
  apiStatus,
  isRateLimited,
  describeApiError,
  artifactSelector,
  acquireBaseAndHistory,
  acquireRunArtifacts,
  acquireReferenceRun,
  NO_MATCH,
  readLocalFiles,
  describePolicyProblem,
  verdictFailsStep,
  runPipeline,
  runLegsPipeline,
  inertLogText,
  inertLogLines,
  withoutWorkflowCommands,
  INPUT_NAMES,
  parseActionSettings,
  readPolicyFile,
  parseCliArgs,
  parseCompareCommand,
  MIN_THREADED_BYTES,
  threadedSidesParser
};
