import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  RE2JS,
  agree,
  benchmarkKey,
  benchmarkLabel,
  diagnostic,
  external_exports,
  plural,
  require_lib19 as require_lib,
  wasWere
} from "./chunk-PC57IABR.js";
import {
  __toESM
} from "./chunk-YKCRKANG.js";

// src/model/result-file.ts
var UnreadableFile = class extends Error {
  name = "UnreadableFile";
};
var NO_BYTES = new Uint8Array(0);
function withoutBytes(file) {
  return { name: file.name, bytes: NO_BYTES };
}
function renamedFile(file, name) {
  return {
    name,
    get bytes() {
      return file.bytes;
    },
    ...file.size === void 0 ? {} : { size: file.size },
    ...file.path === void 0 ? {} : { path: file.path },
    ...file.format === void 0 ? {} : { format: file.format }
  };
}
function sizeOf(file) {
  return file.size ?? file.bytes.byteLength;
}
function readListedFile(fs, path, size, length = size) {
  let fd;
  try {
    fd = fs.openSync(path, fs.constants.O_RDONLY | (fs.constants.O_NONBLOCK ?? 0));
  } catch (error) {
    throw new UnreadableFile(`cannot be read (${codeOf(error)})`);
  }
  try {
    const info = fs.fstatSync(fd);
    if (!info.isFile())
      throw new UnreadableFile(
        "is not a regular file (a device, FIFO or socket, or a link to one); refused before reading"
      );
    if (info.size !== size)
      throw new UnreadableFile(
        `changed from ${size} to ${info.size} bytes after it was listed (still being written?); not read`
      );
    const wanted = Math.max(0, Math.min(length, size));
    const bytes = new Uint8Array(wanted);
    let at = 0;
    while (at < wanted) {
      const read = fs.readSync(fd, bytes, at, wanted - at, at);
      if (read === 0)
        throw new UnreadableFile(`was cut short while it was read (${at} of ${size} bytes)`);
      at += read;
    }
    return bytes;
  } catch (error) {
    if (error instanceof UnreadableFile) throw error;
    throw new UnreadableFile(`cannot be read (${codeOf(error)})`);
  } finally {
    fs.closeSync(fd);
  }
}
function codeOf(error) {
  const code = error?.code;
  return typeof code === "string" ? code : error instanceof Error ? error.message : "error";
}

// src/parse/formats/result-room.ts
var limit = Number.POSITIVE_INFINITY;
var room = Number.POSITIVE_INFINITY;
var refused = 0;
var benchmarkLimit = Number.POSITIVE_INFINITY;
function withResultRoom(results, read, benchmarks = Number.POSITIVE_INFINITY) {
  const outer = [limit, room, refused, benchmarkLimit];
  limit = results;
  room = results;
  refused = 0;
  benchmarkLimit = benchmarks;
  try {
    const value = read();
    return { value, refused };
  } finally {
    ;
    [limit, room, refused, benchmarkLimit] = outer;
  }
}
function inFreshRoom(parse30) {
  room = limit;
  const before = refused;
  refused = 0;
  try {
    return parse30();
  } finally {
    refused = Math.max(before, refused);
  }
}
function benchmarksWorthHolding() {
  return Math.min(room, benchmarkLimit);
}
function refuseResults(count) {
  refused += count;
}
function keepResult(results, result) {
  if (room <= 0) {
    refused++;
    return;
  }
  room--;
  results.push(result);
}
function keepResults(results, items) {
  for (const item of items) keepResult(results, item);
}

// src/parse/json/json-records.ts
function readRecord(schema, value, file, path, diagnostics) {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues.slice(0, 3)) {
    const where = issue.path.reduce(
      (acc, key) => childPath(acc, typeof key === "number" ? key : String(key)),
      path
    );
    const found = describeValue(valueAt(value, issue.path));
    const expected = issue.code === "invalid_type" ? `expected ${issue.expected}` : issue.message.replace(/^Invalid input: /, "");
    diagnostics.push(
      diagnostic("error", file, where, `${expected}, found ${found}; this record was skipped`)
    );
  }
  return void 0;
}
function readRecordFast(schema, fits, value, file, path, diagnostics) {
  return fits(value) ? value : readRecord(schema, value, file, path, diagnostics);
}
function childPath(path, key) {
  return typeof key === "number" ? `${path}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}
function valueAt(value, path) {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== "object") return void 0;
    current = current[key];
  }
  return current;
}
function describeValue(value) {
  if (value === void 0) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === "object") return "an object";
  if (typeof value === "string")
    return `a string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}\u2026` : value)}`;
  if (typeof value === "number" && !Number.isFinite(value))
    return "a number beyond \xB11.8e308, too large to represent";
  return typeof value === "number" || typeof value === "boolean" ? `${typeof value} ${String(value)}` : typeof value;
}

// src/parse/text/cyrb53.ts
function cyrb53(units) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < units.length; i++) {
    const c = units[i] ?? 0;
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}

// src/parse/formats/bounded-text.ts
var PARAM_VALUE_LIMIT = 256;
var NAME_LIMIT = 200;
function boundedName(name) {
  if (name.length <= NAME_LIMIT) return name;
  return `${name.slice(0, NAME_LIMIT - 16)}\u2026#${textHash(name)}`;
}
function textHash(text) {
  const units = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) units[i] = text.charCodeAt(i);
  return cyrb53(units);
}
var PARAM_NESTING_LIMIT = 64;
function nestsDeeperThan(value, limit2) {
  const pending = [[value, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item;
    if (current === null || typeof current !== "object") continue;
    if (depth >= limit2) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
var FAILURE_MESSAGE_LIMIT = 500;
function failureMessage(text, fallback) {
  const line = (text ?? "").replace(/\s+/g, " ").trim();
  if (line === "") return fallback;
  return line.length <= FAILURE_MESSAGE_LIMIT ? line : `${line.slice(0, FAILURE_MESSAGE_LIMIT - 1)}\u2026`;
}

// src/parse/formats/sample-values.ts
function toSamples(values, factor, file, location, diagnostics) {
  let dropped = 0;
  let negative = 0;
  for (const value of values) {
    const scaled2 = value === null ? Number.NaN : value * factor;
    if (!Number.isFinite(scaled2)) dropped++;
    else if (scaled2 < 0) negative++;
  }
  const samples = dropped === 0 ? values.map((value) => value * factor) : finiteScaled(values, factor);
  if (dropped > 0)
    diagnostics.push(
      diagnostic("warning", file, location, `${plural(dropped, "non-finite value")} dropped`)
    );
  if (negative > 0)
    diagnostics.push(
      diagnostic(
        "error",
        file,
        location,
        `${plural(negative, "negative value")}: a time or count cannot be negative`
      )
    );
  return samples;
}
function finiteScaled(values, factor) {
  const samples = [];
  for (const value of values) {
    const scaled2 = value === null ? Number.NaN : value * factor;
    if (Number.isFinite(scaled2)) samples.push(scaled2);
  }
  return samples;
}

// src/parse/formats/summary-stats.ts
function summaryStats(n2, figures) {
  if (!isFigure(figures.mean) && !isFigure(figures.median)) return void 0;
  const summary = { n: n2 };
  for (const key of Object.keys(figures)) {
    const value = figures[key];
    if (isFigure(value)) summary[key] = value;
  }
  return summary;
}
function isFigure(value) {
  return typeof value === "number" && Number.isFinite(value);
}

// node_modules/jsonc-parser/lib/esm/impl/scanner.js
function createScanner(text, ignoreTrivia = false) {
  const len = text.length;
  let pos = 0, value = "", tokenOffset = 0, token = 16, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0;
  function scanHexDigits(count, exact) {
    let digits = 0;
    let value2 = 0;
    while (digits < count || !exact) {
      let ch = text.charCodeAt(pos);
      if (ch >= 48 && ch <= 57) {
        value2 = value2 * 16 + ch - 48;
      } else if (ch >= 65 && ch <= 70) {
        value2 = value2 * 16 + ch - 65 + 10;
      } else if (ch >= 97 && ch <= 102) {
        value2 = value2 * 16 + ch - 97 + 10;
      } else {
        break;
      }
      pos++;
      digits++;
    }
    if (digits < count) {
      value2 = -1;
    }
    return value2;
  }
  function setPosition(newPosition) {
    pos = newPosition;
    value = "";
    tokenOffset = 0;
    token = 16;
    scanError = 0;
  }
  function scanNumber() {
    let start = pos;
    if (text.charCodeAt(pos) === 48) {
      pos++;
    } else {
      pos++;
      while (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
      }
    }
    if (pos < text.length && text.charCodeAt(pos) === 46) {
      pos++;
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
      } else {
        scanError = 3;
        return text.substring(start, pos);
      }
    }
    let end = pos;
    if (pos < text.length && (text.charCodeAt(pos) === 69 || text.charCodeAt(pos) === 101)) {
      pos++;
      if (pos < text.length && text.charCodeAt(pos) === 43 || text.charCodeAt(pos) === 45) {
        pos++;
      }
      if (pos < text.length && isDigit(text.charCodeAt(pos))) {
        pos++;
        while (pos < text.length && isDigit(text.charCodeAt(pos))) {
          pos++;
        }
        end = pos;
      } else {
        scanError = 3;
      }
    }
    return text.substring(start, end);
  }
  function scanString() {
    let result = "", start = pos;
    while (true) {
      if (pos >= len) {
        result += text.substring(start, pos);
        scanError = 2;
        break;
      }
      const ch = text.charCodeAt(pos);
      if (ch === 34) {
        result += text.substring(start, pos);
        pos++;
        break;
      }
      if (ch === 92) {
        result += text.substring(start, pos);
        pos++;
        if (pos >= len) {
          scanError = 2;
          break;
        }
        const ch2 = text.charCodeAt(pos++);
        switch (ch2) {
          case 34:
            result += '"';
            break;
          case 92:
            result += "\\";
            break;
          case 47:
            result += "/";
            break;
          case 98:
            result += "\b";
            break;
          case 102:
            result += "\f";
            break;
          case 110:
            result += "\n";
            break;
          case 114:
            result += "\r";
            break;
          case 116:
            result += "	";
            break;
          case 117:
            const ch3 = scanHexDigits(4, true);
            if (ch3 >= 0) {
              result += String.fromCharCode(ch3);
            } else {
              scanError = 4;
            }
            break;
          default:
            scanError = 5;
        }
        start = pos;
        continue;
      }
      if (ch >= 0 && ch <= 31) {
        if (isLineBreak(ch)) {
          result += text.substring(start, pos);
          scanError = 2;
          break;
        } else {
          scanError = 6;
        }
      }
      pos++;
    }
    return result;
  }
  function scanNext() {
    value = "";
    scanError = 0;
    tokenOffset = pos;
    lineStartOffset = lineNumber;
    prevTokenLineStartOffset = tokenLineStartOffset;
    if (pos >= len) {
      tokenOffset = len;
      return token = 17;
    }
    let code = text.charCodeAt(pos);
    if (isWhiteSpace(code)) {
      do {
        pos++;
        value += String.fromCharCode(code);
        code = text.charCodeAt(pos);
      } while (isWhiteSpace(code));
      return token = 15;
    }
    if (isLineBreak(code)) {
      pos++;
      value += String.fromCharCode(code);
      if (code === 13 && text.charCodeAt(pos) === 10) {
        pos++;
        value += "\n";
      }
      lineNumber++;
      tokenLineStartOffset = pos;
      return token = 14;
    }
    switch (code) {
      // tokens: []{}:,
      case 123:
        pos++;
        return token = 1;
      case 125:
        pos++;
        return token = 2;
      case 91:
        pos++;
        return token = 3;
      case 93:
        pos++;
        return token = 4;
      case 58:
        pos++;
        return token = 6;
      case 44:
        pos++;
        return token = 5;
      // strings
      case 34:
        pos++;
        value = scanString();
        return token = 10;
      // comments
      case 47:
        const start = pos - 1;
        if (text.charCodeAt(pos + 1) === 47) {
          pos += 2;
          while (pos < len) {
            if (isLineBreak(text.charCodeAt(pos))) {
              break;
            }
            pos++;
          }
          value = text.substring(start, pos);
          return token = 12;
        }
        if (text.charCodeAt(pos + 1) === 42) {
          pos += 2;
          const safeLength = len - 1;
          let commentClosed = false;
          while (pos < safeLength) {
            const ch = text.charCodeAt(pos);
            if (ch === 42 && text.charCodeAt(pos + 1) === 47) {
              pos += 2;
              commentClosed = true;
              break;
            }
            pos++;
            if (isLineBreak(ch)) {
              if (ch === 13 && text.charCodeAt(pos) === 10) {
                pos++;
              }
              lineNumber++;
              tokenLineStartOffset = pos;
            }
          }
          if (!commentClosed) {
            pos++;
            scanError = 1;
          }
          value = text.substring(start, pos);
          return token = 13;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
      // numbers
      case 45:
        value += String.fromCharCode(code);
        pos++;
        if (pos === len || !isDigit(text.charCodeAt(pos))) {
          return token = 16;
        }
      // found a minus, followed by a number so
      // we fall through to proceed with scanning
      // numbers
      case 48:
      case 49:
      case 50:
      case 51:
      case 52:
      case 53:
      case 54:
      case 55:
      case 56:
      case 57:
        value += scanNumber();
        return token = 11;
      // literals and unknown symbols
      default:
        while (pos < len && isUnknownContentCharacter(code)) {
          pos++;
          code = text.charCodeAt(pos);
        }
        if (tokenOffset !== pos) {
          value = text.substring(tokenOffset, pos);
          switch (value) {
            case "true":
              return token = 8;
            case "false":
              return token = 9;
            case "null":
              return token = 7;
          }
          return token = 16;
        }
        value += String.fromCharCode(code);
        pos++;
        return token = 16;
    }
  }
  function isUnknownContentCharacter(code) {
    if (isWhiteSpace(code) || isLineBreak(code)) {
      return false;
    }
    switch (code) {
      case 125:
      case 93:
      case 123:
      case 91:
      case 34:
      case 58:
      case 44:
      case 47:
        return false;
    }
    return true;
  }
  function scanNextNonTrivia() {
    let result;
    do {
      result = scanNext();
    } while (result >= 12 && result <= 15);
    return result;
  }
  return {
    setPosition,
    getPosition: () => pos,
    scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
    getToken: () => token,
    getTokenValue: () => value,
    getTokenOffset: () => tokenOffset,
    getTokenLength: () => pos - tokenOffset,
    getTokenStartLine: () => lineStartOffset,
    getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
    getTokenError: () => scanError
  };
}
function isWhiteSpace(ch) {
  return ch === 32 || ch === 9;
}
function isLineBreak(ch) {
  return ch === 10 || ch === 13;
}
function isDigit(ch) {
  return ch >= 48 && ch <= 57;
}
var CharacterCodes;
(function(CharacterCodes2) {
  CharacterCodes2[CharacterCodes2["lineFeed"] = 10] = "lineFeed";
  CharacterCodes2[CharacterCodes2["carriageReturn"] = 13] = "carriageReturn";
  CharacterCodes2[CharacterCodes2["space"] = 32] = "space";
  CharacterCodes2[CharacterCodes2["_0"] = 48] = "_0";
  CharacterCodes2[CharacterCodes2["_1"] = 49] = "_1";
  CharacterCodes2[CharacterCodes2["_2"] = 50] = "_2";
  CharacterCodes2[CharacterCodes2["_3"] = 51] = "_3";
  CharacterCodes2[CharacterCodes2["_4"] = 52] = "_4";
  CharacterCodes2[CharacterCodes2["_5"] = 53] = "_5";
  CharacterCodes2[CharacterCodes2["_6"] = 54] = "_6";
  CharacterCodes2[CharacterCodes2["_7"] = 55] = "_7";
  CharacterCodes2[CharacterCodes2["_8"] = 56] = "_8";
  CharacterCodes2[CharacterCodes2["_9"] = 57] = "_9";
  CharacterCodes2[CharacterCodes2["a"] = 97] = "a";
  CharacterCodes2[CharacterCodes2["b"] = 98] = "b";
  CharacterCodes2[CharacterCodes2["c"] = 99] = "c";
  CharacterCodes2[CharacterCodes2["d"] = 100] = "d";
  CharacterCodes2[CharacterCodes2["e"] = 101] = "e";
  CharacterCodes2[CharacterCodes2["f"] = 102] = "f";
  CharacterCodes2[CharacterCodes2["g"] = 103] = "g";
  CharacterCodes2[CharacterCodes2["h"] = 104] = "h";
  CharacterCodes2[CharacterCodes2["i"] = 105] = "i";
  CharacterCodes2[CharacterCodes2["j"] = 106] = "j";
  CharacterCodes2[CharacterCodes2["k"] = 107] = "k";
  CharacterCodes2[CharacterCodes2["l"] = 108] = "l";
  CharacterCodes2[CharacterCodes2["m"] = 109] = "m";
  CharacterCodes2[CharacterCodes2["n"] = 110] = "n";
  CharacterCodes2[CharacterCodes2["o"] = 111] = "o";
  CharacterCodes2[CharacterCodes2["p"] = 112] = "p";
  CharacterCodes2[CharacterCodes2["q"] = 113] = "q";
  CharacterCodes2[CharacterCodes2["r"] = 114] = "r";
  CharacterCodes2[CharacterCodes2["s"] = 115] = "s";
  CharacterCodes2[CharacterCodes2["t"] = 116] = "t";
  CharacterCodes2[CharacterCodes2["u"] = 117] = "u";
  CharacterCodes2[CharacterCodes2["v"] = 118] = "v";
  CharacterCodes2[CharacterCodes2["w"] = 119] = "w";
  CharacterCodes2[CharacterCodes2["x"] = 120] = "x";
  CharacterCodes2[CharacterCodes2["y"] = 121] = "y";
  CharacterCodes2[CharacterCodes2["z"] = 122] = "z";
  CharacterCodes2[CharacterCodes2["A"] = 65] = "A";
  CharacterCodes2[CharacterCodes2["B"] = 66] = "B";
  CharacterCodes2[CharacterCodes2["C"] = 67] = "C";
  CharacterCodes2[CharacterCodes2["D"] = 68] = "D";
  CharacterCodes2[CharacterCodes2["E"] = 69] = "E";
  CharacterCodes2[CharacterCodes2["F"] = 70] = "F";
  CharacterCodes2[CharacterCodes2["G"] = 71] = "G";
  CharacterCodes2[CharacterCodes2["H"] = 72] = "H";
  CharacterCodes2[CharacterCodes2["I"] = 73] = "I";
  CharacterCodes2[CharacterCodes2["J"] = 74] = "J";
  CharacterCodes2[CharacterCodes2["K"] = 75] = "K";
  CharacterCodes2[CharacterCodes2["L"] = 76] = "L";
  CharacterCodes2[CharacterCodes2["M"] = 77] = "M";
  CharacterCodes2[CharacterCodes2["N"] = 78] = "N";
  CharacterCodes2[CharacterCodes2["O"] = 79] = "O";
  CharacterCodes2[CharacterCodes2["P"] = 80] = "P";
  CharacterCodes2[CharacterCodes2["Q"] = 81] = "Q";
  CharacterCodes2[CharacterCodes2["R"] = 82] = "R";
  CharacterCodes2[CharacterCodes2["S"] = 83] = "S";
  CharacterCodes2[CharacterCodes2["T"] = 84] = "T";
  CharacterCodes2[CharacterCodes2["U"] = 85] = "U";
  CharacterCodes2[CharacterCodes2["V"] = 86] = "V";
  CharacterCodes2[CharacterCodes2["W"] = 87] = "W";
  CharacterCodes2[CharacterCodes2["X"] = 88] = "X";
  CharacterCodes2[CharacterCodes2["Y"] = 89] = "Y";
  CharacterCodes2[CharacterCodes2["Z"] = 90] = "Z";
  CharacterCodes2[CharacterCodes2["asterisk"] = 42] = "asterisk";
  CharacterCodes2[CharacterCodes2["backslash"] = 92] = "backslash";
  CharacterCodes2[CharacterCodes2["closeBrace"] = 125] = "closeBrace";
  CharacterCodes2[CharacterCodes2["closeBracket"] = 93] = "closeBracket";
  CharacterCodes2[CharacterCodes2["colon"] = 58] = "colon";
  CharacterCodes2[CharacterCodes2["comma"] = 44] = "comma";
  CharacterCodes2[CharacterCodes2["dot"] = 46] = "dot";
  CharacterCodes2[CharacterCodes2["doubleQuote"] = 34] = "doubleQuote";
  CharacterCodes2[CharacterCodes2["minus"] = 45] = "minus";
  CharacterCodes2[CharacterCodes2["openBrace"] = 123] = "openBrace";
  CharacterCodes2[CharacterCodes2["openBracket"] = 91] = "openBracket";
  CharacterCodes2[CharacterCodes2["plus"] = 43] = "plus";
  CharacterCodes2[CharacterCodes2["slash"] = 47] = "slash";
  CharacterCodes2[CharacterCodes2["formFeed"] = 12] = "formFeed";
  CharacterCodes2[CharacterCodes2["tab"] = 9] = "tab";
})(CharacterCodes || (CharacterCodes = {}));

// node_modules/jsonc-parser/lib/esm/impl/string-intern.js
var cachedSpaces = new Array(20).fill(0).map((_, index) => {
  return " ".repeat(index);
});
var maxCachedValues = 200;
var cachedBreakLinesWithSpaces = {
  " ": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + " ".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + " ".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + " ".repeat(index);
    })
  },
  "	": {
    "\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\n" + "	".repeat(index);
    }),
    "\r": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r" + "	".repeat(index);
    }),
    "\r\n": new Array(maxCachedValues).fill(0).map((_, index) => {
      return "\r\n" + "	".repeat(index);
    })
  }
};

// node_modules/jsonc-parser/lib/esm/impl/parser.js
var ParseOptions;
(function(ParseOptions2) {
  ParseOptions2.DEFAULT = {
    allowTrailingComma: false
  };
})(ParseOptions || (ParseOptions = {}));
function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
  let currentParent = { type: "array", offset: -1, length: -1, children: [], parent: void 0 };
  function ensurePropertyComplete(endOffset) {
    if (currentParent.type === "property") {
      currentParent.length = endOffset - currentParent.offset;
      currentParent = currentParent.parent;
    }
  }
  function onValue(valueNode) {
    currentParent.children.push(valueNode);
    return valueNode;
  }
  const visitor = {
    onObjectBegin: (offset) => {
      currentParent = onValue({ type: "object", offset, length: -1, parent: currentParent, children: [] });
    },
    onObjectProperty: (name, offset, length) => {
      currentParent = onValue({ type: "property", offset, length: -1, parent: currentParent, children: [] });
      currentParent.children.push({ type: "string", value: name, offset, length, parent: currentParent });
    },
    onObjectEnd: (offset, length) => {
      ensurePropertyComplete(offset + length);
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onArrayBegin: (offset, length) => {
      currentParent = onValue({ type: "array", offset, length: -1, parent: currentParent, children: [] });
    },
    onArrayEnd: (offset, length) => {
      currentParent.length = offset + length - currentParent.offset;
      currentParent = currentParent.parent;
      ensurePropertyComplete(offset + length);
    },
    onLiteralValue: (value, offset, length) => {
      onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
      ensurePropertyComplete(offset + length);
    },
    onSeparator: (sep, offset, length) => {
      if (currentParent.type === "property") {
        if (sep === ":") {
          currentParent.colonOffset = offset;
        } else if (sep === ",") {
          ensurePropertyComplete(offset);
        }
      }
    },
    onError: (error, offset, length) => {
      errors.push({ error, offset, length });
    }
  };
  visit(text, visitor, options);
  const result = currentParent.children[0];
  if (result) {
    delete result.parent;
  }
  return result;
}
function findNodeAtLocation(root, path) {
  if (!root) {
    return void 0;
  }
  let node = root;
  for (let segment of path) {
    if (typeof segment === "string") {
      if (node.type !== "object" || !Array.isArray(node.children)) {
        return void 0;
      }
      let found = false;
      for (const propertyNode of node.children) {
        if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
          node = propertyNode.children[1];
          found = true;
          break;
        }
      }
      if (!found) {
        return void 0;
      }
    } else {
      const index = segment;
      if (node.type !== "array" || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
        return void 0;
      }
      node = node.children[index];
    }
  }
  return node;
}
function visit(text, visitor, options = ParseOptions.DEFAULT) {
  const _scanner = createScanner(text, false);
  const _jsonPath = [];
  let suppressedCallbacks = 0;
  function toNoArgVisit(visitFunction) {
    return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisit(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
  }
  function toOneArgVisitWithPath(visitFunction) {
    return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
  }
  function toBeginVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks++;
      } else {
        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
        if (cbReturn === false) {
          suppressedCallbacks = 1;
        }
      }
    } : () => true;
  }
  function toEndVisit(visitFunction) {
    return visitFunction ? () => {
      if (suppressedCallbacks > 0) {
        suppressedCallbacks--;
      }
      if (suppressedCallbacks === 0) {
        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
      }
    } : () => true;
  }
  const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
  const disallowComments = options && options.disallowComments;
  const allowTrailingComma = options && options.allowTrailingComma;
  function scanNext() {
    while (true) {
      const token = _scanner.scan();
      switch (_scanner.getTokenError()) {
        case 4:
          handleError(
            14
            /* ParseErrorCode.InvalidUnicode */
          );
          break;
        case 5:
          handleError(
            15
            /* ParseErrorCode.InvalidEscapeCharacter */
          );
          break;
        case 3:
          handleError(
            13
            /* ParseErrorCode.UnexpectedEndOfNumber */
          );
          break;
        case 1:
          if (!disallowComments) {
            handleError(
              11
              /* ParseErrorCode.UnexpectedEndOfComment */
            );
          }
          break;
        case 2:
          handleError(
            12
            /* ParseErrorCode.UnexpectedEndOfString */
          );
          break;
        case 6:
          handleError(
            16
            /* ParseErrorCode.InvalidCharacter */
          );
          break;
      }
      switch (token) {
        case 12:
        case 13:
          if (disallowComments) {
            handleError(
              10
              /* ParseErrorCode.InvalidCommentToken */
            );
          } else {
            onComment();
          }
          break;
        case 16:
          handleError(
            1
            /* ParseErrorCode.InvalidSymbol */
          );
          break;
        case 15:
        case 14:
          break;
        default:
          return token;
      }
    }
  }
  function handleError(error, skipUntilAfter = [], skipUntil = []) {
    onError(error);
    if (skipUntilAfter.length + skipUntil.length > 0) {
      let token = _scanner.getToken();
      while (token !== 17) {
        if (skipUntilAfter.indexOf(token) !== -1) {
          scanNext();
          break;
        } else if (skipUntil.indexOf(token) !== -1) {
          break;
        }
        token = scanNext();
      }
    }
  }
  function parseString(isValue) {
    const value = _scanner.getTokenValue();
    if (isValue) {
      onLiteralValue(value);
    } else {
      onObjectProperty(value);
      _jsonPath.push(value);
    }
    scanNext();
    return true;
  }
  function parseLiteral() {
    switch (_scanner.getToken()) {
      case 11:
        const tokenValue = _scanner.getTokenValue();
        let value = Number(tokenValue);
        if (isNaN(value)) {
          handleError(
            2
            /* ParseErrorCode.InvalidNumberFormat */
          );
          value = 0;
        }
        onLiteralValue(value);
        break;
      case 7:
        onLiteralValue(null);
        break;
      case 8:
        onLiteralValue(true);
        break;
      case 9:
        onLiteralValue(false);
        break;
      default:
        return false;
    }
    scanNext();
    return true;
  }
  function parseProperty() {
    if (_scanner.getToken() !== 10) {
      handleError(3, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
      return false;
    }
    parseString(false);
    if (_scanner.getToken() === 6) {
      onSeparator(":");
      scanNext();
      if (!parseValue()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
    } else {
      handleError(5, [], [
        2,
        5
        /* SyntaxKind.CommaToken */
      ]);
    }
    _jsonPath.pop();
    return true;
  }
  function parseObject() {
    onObjectBegin();
    scanNext();
    let needsComma = false;
    while (_scanner.getToken() !== 2 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 2 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (!parseProperty()) {
        handleError(4, [], [
          2,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onObjectEnd();
    if (_scanner.getToken() !== 2) {
      handleError(7, [
        2
        /* SyntaxKind.CloseBraceToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseArray() {
    onArrayBegin();
    scanNext();
    let isFirstElement = true;
    let needsComma = false;
    while (_scanner.getToken() !== 4 && _scanner.getToken() !== 17) {
      if (_scanner.getToken() === 5) {
        if (!needsComma) {
          handleError(4, [], []);
        }
        onSeparator(",");
        scanNext();
        if (_scanner.getToken() === 4 && allowTrailingComma) {
          break;
        }
      } else if (needsComma) {
        handleError(6, [], []);
      }
      if (isFirstElement) {
        _jsonPath.push(0);
        isFirstElement = false;
      } else {
        _jsonPath[_jsonPath.length - 1]++;
      }
      if (!parseValue()) {
        handleError(4, [], [
          4,
          5
          /* SyntaxKind.CommaToken */
        ]);
      }
      needsComma = true;
    }
    onArrayEnd();
    if (!isFirstElement) {
      _jsonPath.pop();
    }
    if (_scanner.getToken() !== 4) {
      handleError(8, [
        4
        /* SyntaxKind.CloseBracketToken */
      ], []);
    } else {
      scanNext();
    }
    return true;
  }
  function parseValue() {
    switch (_scanner.getToken()) {
      case 3:
        return parseArray();
      case 1:
        return parseObject();
      case 10:
        return parseString(true);
      default:
        return parseLiteral();
    }
  }
  scanNext();
  if (_scanner.getToken() === 17) {
    if (options.allowEmptyContent) {
      return true;
    }
    handleError(4, [], []);
    return false;
  }
  if (!parseValue()) {
    handleError(4, [], []);
    return false;
  }
  if (_scanner.getToken() !== 17) {
    handleError(9, [], []);
  }
  return true;
}
function getNodeType(value) {
  switch (typeof value) {
    case "boolean":
      return "boolean";
    case "number":
      return "number";
    case "string":
      return "string";
    case "object": {
      if (!value) {
        return "null";
      } else if (Array.isArray(value)) {
        return "array";
      }
      return "object";
    }
    default:
      return "null";
  }
}

// node_modules/jsonc-parser/lib/esm/main.js
var createScanner2 = createScanner;
var ScanError;
(function(ScanError2) {
  ScanError2[ScanError2["None"] = 0] = "None";
  ScanError2[ScanError2["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
  ScanError2[ScanError2["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
  ScanError2[ScanError2["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
  ScanError2[ScanError2["InvalidUnicode"] = 4] = "InvalidUnicode";
  ScanError2[ScanError2["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
  ScanError2[ScanError2["InvalidCharacter"] = 6] = "InvalidCharacter";
})(ScanError || (ScanError = {}));
var SyntaxKind;
(function(SyntaxKind2) {
  SyntaxKind2[SyntaxKind2["OpenBraceToken"] = 1] = "OpenBraceToken";
  SyntaxKind2[SyntaxKind2["CloseBraceToken"] = 2] = "CloseBraceToken";
  SyntaxKind2[SyntaxKind2["OpenBracketToken"] = 3] = "OpenBracketToken";
  SyntaxKind2[SyntaxKind2["CloseBracketToken"] = 4] = "CloseBracketToken";
  SyntaxKind2[SyntaxKind2["CommaToken"] = 5] = "CommaToken";
  SyntaxKind2[SyntaxKind2["ColonToken"] = 6] = "ColonToken";
  SyntaxKind2[SyntaxKind2["NullKeyword"] = 7] = "NullKeyword";
  SyntaxKind2[SyntaxKind2["TrueKeyword"] = 8] = "TrueKeyword";
  SyntaxKind2[SyntaxKind2["FalseKeyword"] = 9] = "FalseKeyword";
  SyntaxKind2[SyntaxKind2["StringLiteral"] = 10] = "StringLiteral";
  SyntaxKind2[SyntaxKind2["NumericLiteral"] = 11] = "NumericLiteral";
  SyntaxKind2[SyntaxKind2["LineCommentTrivia"] = 12] = "LineCommentTrivia";
  SyntaxKind2[SyntaxKind2["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
  SyntaxKind2[SyntaxKind2["LineBreakTrivia"] = 14] = "LineBreakTrivia";
  SyntaxKind2[SyntaxKind2["Trivia"] = 15] = "Trivia";
  SyntaxKind2[SyntaxKind2["Unknown"] = 16] = "Unknown";
  SyntaxKind2[SyntaxKind2["EOF"] = 17] = "EOF";
})(SyntaxKind || (SyntaxKind = {}));
var parseTree2 = parseTree;
var findNodeAtLocation2 = findNodeAtLocation;
var ParseErrorCode;
(function(ParseErrorCode2) {
  ParseErrorCode2[ParseErrorCode2["InvalidSymbol"] = 1] = "InvalidSymbol";
  ParseErrorCode2[ParseErrorCode2["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
  ParseErrorCode2[ParseErrorCode2["PropertyNameExpected"] = 3] = "PropertyNameExpected";
  ParseErrorCode2[ParseErrorCode2["ValueExpected"] = 4] = "ValueExpected";
  ParseErrorCode2[ParseErrorCode2["ColonExpected"] = 5] = "ColonExpected";
  ParseErrorCode2[ParseErrorCode2["CommaExpected"] = 6] = "CommaExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBraceExpected"] = 7] = "CloseBraceExpected";
  ParseErrorCode2[ParseErrorCode2["CloseBracketExpected"] = 8] = "CloseBracketExpected";
  ParseErrorCode2[ParseErrorCode2["EndOfFileExpected"] = 9] = "EndOfFileExpected";
  ParseErrorCode2[ParseErrorCode2["InvalidCommentToken"] = 10] = "InvalidCommentToken";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
  ParseErrorCode2[ParseErrorCode2["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
  ParseErrorCode2[ParseErrorCode2["InvalidUnicode"] = 14] = "InvalidUnicode";
  ParseErrorCode2[ParseErrorCode2["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
  ParseErrorCode2[ParseErrorCode2["InvalidCharacter"] = 16] = "InvalidCharacter";
})(ParseErrorCode || (ParseErrorCode = {}));

// src/parse/json/json-syntax-error.ts
var KIND = {
  openBrace: 1,
  closeBrace: 2,
  openBracket: 3,
  closeBracket: 4,
  comma: 5,
  colon: 6,
  firstScalar: 7,
  lastScalar: 11,
  string: 10,
  lineComment: 12,
  blockComment: 13,
  lineBreak: 14,
  trivia: 15,
  unknown: 16,
  end: 17
};
var SCAN_ERRORS = [
  "unexpected end of comment",
  "unexpected end of string",
  "unexpected end of number",
  "invalid unicode",
  "invalid escape character",
  "invalid character"
];
function firstJsonError(text) {
  const scanner = createScanner2(text, false);
  const open = [];
  let expect = "value";
  for (; ; ) {
    const kind = scanner.scan();
    const at = (problem) => ({
      problem,
      offset: scanner.getTokenOffset(),
      length: scanner.getTokenLength()
    });
    if (kind === KIND.trivia || kind === KIND.lineBreak) continue;
    if (kind === KIND.lineComment || kind === KIND.blockComment) return at("invalid comment token");
    const scanError = scanner.getTokenError();
    if (scanError !== 0) return at(SCAN_ERRORS[scanError - 1] ?? "invalid character");
    if (kind === KIND.unknown) return at("invalid symbol");
    if (kind === KIND.end)
      return open.length === 0 && expect === "after-value" ? void 0 : at("value expected");
    const top = open.at(-1);
    switch (expect) {
      case "value":
      case "first-value":
        if (kind === KIND.openBrace || kind === KIND.openBracket) {
          open.push(kind);
          expect = kind === KIND.openBrace ? "first-key" : "first-value";
        } else if (kind === KIND.closeBracket && expect === "first-value") {
          open.pop();
          expect = "after-value";
        } else if (kind >= KIND.firstScalar && kind <= KIND.lastScalar) expect = "after-value";
        else return at("value expected");
        break;
      case "key":
      case "first-key":
        if (kind === KIND.string) expect = "colon";
        else if (kind === KIND.closeBrace && expect === "first-key") {
          open.pop();
          expect = "after-value";
        } else return at("property name expected");
        break;
      case "colon":
        if (kind !== KIND.colon) return at("colon expected");
        expect = "value";
        break;
      case "after-value":
        if (top === void 0) return at("end of file expected");
        if (kind === KIND.comma) expect = top === KIND.openBrace ? "key" : "value";
        else if (kind === (top === KIND.openBrace ? KIND.closeBrace : KIND.closeBracket)) open.pop();
        else return at("comma expected");
        break;
    }
  }
}

// src/parse/sides/side-caps.ts
var MAX_BENCHMARKS_PER_SIDE = 15e3;
var MAX_RESULTS_PER_SIDE = 45e3;
var MAX_RESULTS_PER_BENCHMARK = 1e3;
var MAX_SAMPLES_PER_SIDE = 5e6;
var MAX_PARSED_FILE_BYTES = 16 * 1024 * 1024;
var RUN_BUDGET_ADVICE = `the run keeps that many over all its sides, every leg's head and base first, then A/A controls, references and history runs (docs/security.md "Reading is bounded"); compare fewer matrix legs or references in one run, or split the suite`;
var DEFAULT_SIDE_CAPS = {
  benchmarks: MAX_BENCHMARKS_PER_SIDE,
  results: MAX_RESULTS_PER_SIDE,
  resultsPerBenchmark: MAX_RESULTS_PER_BENCHMARK,
  samples: MAX_SAMPLES_PER_SIDE
};
var SideCaps = class {
  constructor(limits = DEFAULT_SIDE_CAPS, run) {
    this.limits = limits;
    this.run = run;
  }
  limits;
  run;
  perBenchmark = /* @__PURE__ */ new Map();
  samples = 0;
  results = 0;
  lastId;
  lastKey = "";
  /** Which caps were reached, so each is reported once per side. */
  reported = /* @__PURE__ */ new Set();
  /** The first of the run's limits this side reached, if any. */
  runReached;
  /** The first run-wide limit a result of this side was left out by; undefined if none. */
  reachedRunLimit() {
    return this.runReached;
  }
  /**
   * The results of one file (or file set) that fit, in order; a diagnostic naming `file` for
   * each cap first reached in it. Results left out are not counted.
   */
  keep(results, file, refused2 = 0) {
    const kept = [];
    const left = this.run?.left;
    const refusedByRun = left !== void 0 && left.results < this.limits.results;
    const dropped = {
      benchmarks: 0,
      results: 0,
      resultsPerBenchmark: 0,
      samples: 0,
      run: { benchmarks: 0, results: 0, samples: 0 }
    };
    for (const result of results) {
      if (this.results >= this.limits.results) {
        dropped.results++;
        continue;
      }
      if (left && this.results >= left.results) {
        dropped.run.results++;
        continue;
      }
      const key = this.keyOf(result.benchmark);
      const count = this.perBenchmark.get(key);
      if (count === void 0 && this.perBenchmark.size >= this.limits.benchmarks) {
        dropped.benchmarks++;
        continue;
      }
      if (count === void 0 && left && this.perBenchmark.size >= left.benchmarks) {
        dropped.run.benchmarks++;
        continue;
      }
      if ((count ?? 0) >= this.limits.resultsPerBenchmark) {
        dropped.resultsPerBenchmark++;
        continue;
      }
      const samples = Math.max(result.samples.length, result.rounds?.length ?? 0);
      if (this.samples + samples > this.limits.samples) {
        dropped.samples++;
        continue;
      }
      if (left && this.samples + samples > left.samples) {
        dropped.run.samples++;
        continue;
      }
      this.samples += samples;
      this.results++;
      this.perBenchmark.set(key, (count ?? 0) + 1);
      kept.push(result);
    }
    if (refusedByRun) dropped.run.results += refused2;
    else dropped[this.refusedBy(dropped)] += refused2;
    return { kept, diagnostics: this.report(dropped, file) };
  }
  /**
   * The side cap that stopped the results the adapter refused for want of room: the results cap
   * only when the side holds that many. When another cap left results out first, the side is
   * below the results cap and that cap is what stopped them (a file of 300,000 benchmarks keeps
   * 15,000 results at the benchmark cap, never 45,000).
   */
  refusedBy(dropped) {
    if (this.results >= this.limits.results) return "results";
    if (this.perBenchmark.size >= this.limits.benchmarks) return "benchmarks";
    const stopper = ["benchmarks", "samples", "resultsPerBenchmark"].find(
      (cap) => dropped[cap] > 0
    );
    return stopper ?? "results";
  }
  /** What the side has kept so far, as the run's budget counts it (sides/run-budget.ts). */
  kept() {
    return { benchmarks: this.perBenchmark.size, results: this.results, samples: this.samples };
  }
  /**
   * The most distinct benchmarks of one file the side can keep: all the side may hold, since any
   * it keeps of the file are among them. An adapter that makes its results at the end of the file
   * holds no more than this many while it reads (formats/result-room.ts).
   */
  benchmarkRoom() {
    return Math.min(this.limits.benchmarks, this.run?.left.benchmarks ?? Infinity);
  }
  /** Results the side may still take: the room of the next file's adapter. */
  room() {
    const limit2 = Math.min(this.limits.results, this.run?.left.results ?? Infinity);
    return Math.max(0, limit2 - this.results);
  }
  keyOf(id) {
    if (id !== this.lastId) {
      this.lastKey = benchmarkKey(id);
      this.lastId = id;
    }
    return this.lastKey;
  }
  report(dropped, file) {
    const out = [];
    const say = (cap, message) => {
      if (dropped[cap] === 0 || this.reported.has(cap)) return;
      this.reported.add(cap);
      out.push(diagnostic("error", file, "", message));
    };
    const n2 = (value) => value.toLocaleString("en-US");
    const sayRun = (cap, message) => {
      if (dropped.run[cap] === 0) return;
      this.runReached ??= cap;
      if (this.reported.has(`run ${cap}`)) return;
      this.reported.add(`run ${cap}`);
      out.push(diagnostic("error", file, "", `${message}; ${RUN_BUDGET_ADVICE}`));
    };
    const limits = this.run?.limits;
    if (limits) {
      sayRun(
        "results",
        `reaches the limit of ${n2(limits.results)} results across all sides of the run: ${plural(dropped.run.results, "more result")} in this file and all results in later files of this side were left out`
      );
      sayRun(
        "benchmarks",
        `reaches the limit of ${n2(limits.benchmarks)} distinct benchmarks across all sides of the run: ${plural(dropped.run.benchmarks, "result")} of benchmarks past the limit in this file, and those in later files of this side, were left out`
      );
      sayRun(
        "samples",
        `reaches the limit of ${n2(limits.samples)} samples across all sides of the run: ${plural(dropped.run.samples, "result")} from here on ${wasWere(dropped.run.samples)} left out`
      );
    }
    say(
      "benchmarks",
      `reaches the limit of ${n2(this.limits.benchmarks)} distinct benchmarks per side, with ${plural(this.results, "result")} kept: ${plural(dropped.benchmarks, "further result")} in this file, and those of further benchmarks in later files, ${wasWere(dropped.benchmarks)} left out; split the suite over several jobs or artifacts`
    );
    say(
      "results",
      `reaches the limit of ${plural(this.limits.results, "result")} per side: ${plural(dropped.results, "further result")} in this file, and all in later files, ${wasWere(dropped.results)} left out; split the suite over several jobs or artifacts`
    );
    say(
      "resultsPerBenchmark",
      `reaches the limit of ${plural(this.limits.resultsPerBenchmark, "result")} per benchmark on one side: ${plural(dropped.resultsPerBenchmark, "further result")} ${wasWere(dropped.resultsPerBenchmark)} left out`
    );
    say(
      "samples",
      `reaches the limit of ${plural(this.limits.samples, "sample")} per side, with ${plural(this.samples, "sample")} kept: ${plural(dropped.samples, "result")} in this file, and any later ones that do not fit, ${wasWere(dropped.samples)} left out; record fewer repetitions or split the suite`
    );
    return out;
  }
};

// src/parse/text/read-whole-limit.ts
var SPLIT_RESULTS_ADVICE = "split the results over several files";
function overReadWholeLimit(bytes, advice = SPLIT_RESULTS_ADVICE) {
  if (bytes <= MAX_PARSED_FILE_BYTES) return void 0;
  const mib = (n2) => `${(n2 / 1024 / 1024).toFixed(1)} MiB`;
  return `is ${mib(bytes)}, over the ${mib(MAX_PARSED_FILE_BYTES)} one result file may take to be read whole (docs/security.md); not read: ${advice}`;
}

// src/parse/json/json-tree-cost.ts
var OBJECT = 56;
var ARRAY = 48;
var SLOT = 8;
var HEAP_NUMBER = 16;
var STRING = 16;
var MAX_JSON_TREE_BYTES = 96 * 1024 * 1024;
var CHECK_FROM = Math.floor(MAX_JSON_TREE_BYTES / 32);
function jsonTreeTooLarge(text, from = 0, to = text.length, advice = `${SPLIT_RESULTS_ADVICE}, or record fewer samples per file`) {
  if (to - from < CHECK_FROM) return void 0;
  const bytes = jsonTreeBytes(text, from, to, MAX_JSON_TREE_BYTES);
  if (bytes <= MAX_JSON_TREE_BYTES) return void 0;
  const mib = (n2) => `${Math.round(n2 / 1024 / 1024)} MiB`;
  return `holds more JSON values than one file may: reading it whole would take over ${mib(MAX_JSON_TREE_BYTES)} of memory (the limit for one JSON text; docs/security.md); not read: ${advice}`;
}
function jsonTreeBytes(text, from = 0, to = text.length, stopAbove = Infinity) {
  let bytes = 0;
  const inArray = [];
  let top = -1;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === 34) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0 || end >= to) break;
      let next = end + 1;
      let d = text.charCodeAt(next);
      while (d === 32 || d === 10 || d === 13 || d === 9) d = text.charCodeAt(++next);
      if (d !== 58) bytes += SLOT + STRING + roundUp(end - i - 1);
      i = next;
      continue;
    }
    if (c >= 48 && c <= 57 || c === 45) {
      let fraction = false;
      let d = c;
      while (d >= 48 && d <= 57 || d === 45 || d === 43 || d === 46 || d === 101 || d === 69) {
        if (d === 46 || d === 101 || d === 69) fraction = true;
        d = text.charCodeAt(++i);
      }
      bytes += SLOT + (top === 1 || !fraction ? 0 : HEAP_NUMBER);
      continue;
    }
    if (c === 123) {
      bytes += SLOT + OBJECT;
      inArray.push(top = 0);
    } else if (c === 91) {
      bytes += SLOT + ARRAY;
      inArray.push(top = 1);
    } else if (c === 125 || c === 93) {
      inArray.pop();
      top = inArray[inArray.length - 1] ?? -1;
      if (bytes > stopAbove) return bytes;
    } else if (c === 116 || c === 102 || c === 110) bytes += SLOT;
    i++;
  }
  return bytes;
}
function isEscaped(text, at) {
  let backslashes = 0;
  for (let j = at - 1; text.charCodeAt(j) === 92; j--) backslashes++;
  return backslashes % 2 === 1;
}
function roundUp(length) {
  return Math.ceil(length / 8) * 8;
}

// src/parse/json/json-document.ts
function readJsonDocument(source) {
  const { name, text } = source;
  if (text.trim() === "") return { ok: false, diagnostics: [emptyFile(name, text)] };
  const tooLarge = jsonTreeTooLarge(text);
  if (tooLarge !== void 0)
    return { ok: false, diagnostics: [diagnostic("error", name, "", tooLarge)] };
  const whole = parseWhole(text);
  if (whole) return { ok: true, value: whole.value, diagnostics: [] };
  let firstFailure;
  let from = 0;
  for (let tries = 0; tries < MAX_DOCUMENT_STARTS; tries++) {
    const start = nextDocumentStart(text, from);
    if (start < 0) break;
    const scan = scanDocument(text, start);
    const attempt = parseFrom(source, start, scan);
    if (attempt.ok) return attempt;
    firstFailure ??= attempt.diagnostics;
    from = scan.end;
  }
  return {
    ok: false,
    diagnostics: firstFailure ?? [diagnostic("error", name, "", "holds no JSON object or array")]
  };
}
function parseWhole(text) {
  let first = 0;
  for (let c = text.charCodeAt(0); c === 32 || c === 9 || c === 10 || c === 13; )
    c = text.charCodeAt(++first);
  const opener = text.charCodeAt(first);
  if (opener !== 123 && opener !== 91) return void 0;
  try {
    return { value: JSON.parse(text) };
  } catch {
    return void 0;
  }
}
function parseFrom({ name, text }, start, scan) {
  const diagnostics = [];
  if (text.slice(0, start).trim() !== "")
    diagnostics.push(
      diagnostic(
        "info",
        name,
        `lines 1\u2013${lineAt(text, start)}`,
        "text before the JSON document was skipped"
      )
    );
  if (scan.end < text.length && text.slice(scan.end).trim() !== "")
    diagnostics.push(
      diagnostic(
        "info",
        name,
        `line ${lineAt(text, scan.end)}`,
        "text after the JSON document was skipped"
      )
    );
  let body = text.slice(start, scan.end);
  if (scan.nonFinite.length > 0) {
    body = replaceNonFinite(text, start, scan.end, scan.nonFinite);
    diagnostics.push(
      diagnostic(
        "info",
        name,
        `line ${lineAt(text, scan.nonFinite[0]?.at ?? start)}`,
        `${plural(scan.nonFinite.length, "NaN/Infinity token")} read as missing values`
      )
    );
  }
  try {
    return { ok: true, value: JSON.parse(body), diagnostics };
  } catch (error) {
    return { ok: false, diagnostics: [syntaxError(name, text, start, scan.end, error)] };
  }
}
function emptyFile(name, text) {
  const message = text.length === 0 ? "is empty (0 bytes); did the benchmark step fail?" : "holds only whitespace; did the benchmark step fail?";
  return diagnostic("error", name, "", message);
}
function lineAt(text, offset) {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
var MAX_DOCUMENT_STARTS = 8;
function isJsonArrayDocument(text, firstElement = "any") {
  const start = jsonDocumentStart(text);
  if (start < 0 || text.charCodeAt(start) !== 91) return false;
  if (firstElement === "any") return true;
  const first = /^\[\s*(\S)/.exec(text.slice(start, start + 256))?.[1] ?? "";
  return firstElement === "object" ? first === "{" : /[\d-]/.test(first);
}
var SHORT_SPAN = 4096;
function jsonDocumentStart(text) {
  let from = 0;
  for (let tries = 0; tries < MAX_DOCUMENT_STARTS; tries++) {
    const start = nextDocumentStart(text, from);
    if (start < 0) return -1;
    const head = text.slice(start, start + SHORT_SPAN);
    const scan = scanDocument(head, 0);
    if (!scan.closed || scan.nonFinite.length > 0 || parses(head.slice(0, scan.end))) return start;
    from = start + scan.end;
  }
  return -1;
}
function parses(json) {
  try {
    JSON.parse(json);
    return true;
  } catch {
    return false;
  }
}
function nextDocumentStart(text, from) {
  const opener = /[{[]/g;
  opener.lastIndex = from;
  for (let match = opener.exec(text); match; match = opener.exec(text)) {
    const after = /\S/.exec(text.slice(match.index + 1, match.index + 256))?.[0];
    if (after === void 0) return match.index;
    if (match[0] === "{" ? after === '"' || after === "}" : /["{[\]\d\-tfnNI]/.test(after))
      return match.index;
  }
  return -1;
}
function scanDocument(text, start) {
  const nonFinite = [];
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++;
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) depth++;
    else if (c === 125 || c === 93) {
      depth--;
      if (depth === 0) return { end: i + 1, closed: true, nonFinite };
    } else if (c === 78 || c === 73 || c === 45) {
      const token = /^(-?Infinity|NaN)\b/.exec(text.slice(i, i + 9));
      if (token) {
        nonFinite.push({ at: i, length: token[0].length });
        i += token[0].length - 1;
      }
    }
  }
  return { end: text.length, closed: false, nonFinite };
}
function replaceNonFinite(text, start, end, tokens) {
  const parts = [];
  let cursor = start;
  for (const token of tokens) {
    parts.push(text.slice(cursor, token.at), "null");
    cursor = token.at + token.length;
  }
  parts.push(text.slice(cursor, end));
  return parts.join("");
}
function syntaxError(name, text, start, end, error) {
  const first = firstJsonError(text.slice(start, end));
  if (first === void 0) {
    const message = error instanceof Error ? error.message : String(error);
    return diagnostic("error", name, "", `is not valid JSON: ${message}`);
  }
  const offset = start + first.offset;
  const found = JSON.stringify(text.slice(offset, offset + Math.min(Math.max(first.length, 1), 20)));
  const what = offset >= end ? "the document ends early" : `${first.problem} at ${found}`;
  return diagnostic("error", name, `line ${lineAt(text, offset)}`, `is not valid JSON: ${what}`);
}

// src/parse/json/json-root.ts
function readJsonRoot(source, schema, diagnostics, fits) {
  const document = readJsonDocument(source);
  diagnostics.push(...document.diagnostics);
  if (!document.ok) return void 0;
  return fits ? readRecordFast(schema, fits, document.value, source.name, "$", diagnostics) : readRecord(schema, document.value, source.name, "$", diagnostics);
}

// src/parse/formats/asv-json.ts
var Document = external_exports.object({
  version: external_exports.literal(2),
  result_columns: external_exports.array(external_exports.string()),
  results: external_exports.record(external_exports.string(), external_exports.array(external_exports.unknown())),
  params: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  env_name: external_exports.string().optional()
});
var numbers = external_exports.array(external_exports.number().nullable());
var asvJson = {
  id: "asv-json",
  harness: "airspeed velocity (asv)",
  aliases: ["asv"],
  detect: ({ text }) => /"result_columns"\s*:/.test(text) && /"results"\s*:/.test(text),
  parse: parse2
};
function parse2(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document, diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const results = [];
  for (const [name, row2] of Object.entries(root.results)) {
    const path = childPath("$.results", name);
    const column2 = (key) => row2[root.result_columns.indexOf(key)];
    const kind = kindOf(name);
    if (!kind) {
      diagnostics.push(
        diagnostic(
          "info",
          source.name,
          path,
          `"${name}" is a track_ benchmark; its unit is not in this file, so it is read as a custom unit`
        )
      );
    }
    const values = readRecord(
      numbers,
      column2("result") ?? [],
      source.name,
      `${path}[result]`,
      diagnostics
    );
    const params = parameterLists(column2("params"), source.name, path, diagnostics);
    values?.forEach((value, i) => {
      const combination = combinationAt(params, i);
      const location = `${path}[result][${i}]`;
      const result = toResult(
        name,
        kind,
        combination,
        value,
        i,
        column2,
        source.name,
        location,
        diagnostics
      );
      if (result) keepResult(results, result);
    });
  }
  return { results, diagnostics, environment: environmentOf(root.params ?? {}, root.env_name) };
}
function kindOf(name) {
  const leaf = name.split(".").pop() ?? name;
  if (/^(time|timeraw)_/.test(leaf))
    return { metric: "wall-time", unit: "ns", factor: 1e9, direction: "lower-is-better" };
  if (/^(mem|peakmem)_/.test(leaf))
    return { metric: "memory", unit: "B", factor: 1, direction: "lower-is-better" };
  return void 0;
}
function toResult(name, kind, params, value, index, column2, file, path, diagnostics) {
  const { metric, unit, factor, direction } = kind ?? {
    metric: "custom",
    unit: "unit",
    factor: 1,
    direction: "unknown"
  };
  const common = {
    benchmark: Object.keys(params).length > 0 ? { name, params } : { name },
    metric,
    metricName: name.split(".").pop() ?? name,
    unit,
    direction,
    format: "asv-json",
    source: { file, jsonPath: path }
  };
  if (value === null)
    return { ...common, samples: [], error: "asv recorded no value (failed or skipped)" };
  const sampleRows = external_exports.array(numbers.nullable()).safeParse(column2("samples"));
  const raw = sampleRows.success ? sampleRows.data[index] ?? [] : [];
  const samples = toSamples(raw, factor, file, `${path}.samples`, diagnostics);
  if (samples.length > 0) return { ...common, samples };
  const repeat = column2("stats_repeat")?.[index];
  const summary = summaryStats(typeof repeat === "number" ? repeat : 1, { median: value * factor });
  return { ...common, samples: [], ...summary ? { summary } : {} };
}
var MAX_PARAMETERS = 32;
function parameterLists(raw, file, path, diagnostics) {
  const lists = external_exports.array(external_exports.array(external_exports.unknown())).safeParse(raw);
  if (!lists.success) return [];
  if (lists.data.length > MAX_PARAMETERS) {
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `${path}[params]`,
        `${lists.data.length} parameters, more than the ${MAX_PARAMETERS} read; the parameters were ignored`
      )
    );
    return [];
  }
  return lists.data.map(
    (list) => list.map((v) => nestsDeeperThan(v, PARAM_NESTING_LIMIT) ? "(nested too deeply)" : String(v))
  );
}
function combinationAt(lists, index) {
  const values = [];
  let rest = index;
  for (let k = lists.length - 1; k >= 0; k--) {
    const list = lists[k] ?? [];
    if (list.length === 0) return {};
    values[k] = list[rest % list.length] ?? "";
    rest = Math.floor(rest / list.length);
  }
  if (rest > 0) return {};
  return Object.fromEntries(values.map((v, i) => [`param${i + 1}`, v]));
}
function environmentOf(params, envName) {
  const environment = {};
  const text = (v) => typeof v === "string" && v !== "" ? v : void 0;
  const set = (key, value) => {
    if (value !== void 0) environment[key] = value;
  };
  set("cpu", text(params.cpu));
  set("cores", text(params.num_cpu));
  set("os", text(params.os));
  set("arch", text(params.arch));
  set("runtime", text(params.python) === void 0 ? void 0 : `Python ${String(params.python)}`);
  set("machine", text(params.machine));
  set("asv-environment", envName);
  return environment;
}

// src/parse/formats/bencher-bmf-json.ts
var MEASURES = {
  latency: { metric: "wall-time", unit: "ns", factor: 1, direction: "lower-is-better" },
  throughput: { metric: "throughput", unit: "ops/s", factor: 1, direction: "higher-is-better" },
  "file-size": { metric: "memory", unit: "B", factor: 1, direction: "lower-is-better" },
  "build-time": { metric: "wall-time", unit: "ns", factor: 1e9, direction: "lower-is-better" },
  instructions: {
    metric: "instructions",
    unit: "count",
    factor: 1,
    direction: "lower-is-better",
    deterministic: true
  },
  cycles: { metric: "cycles", unit: "count", factor: 1, direction: "lower-is-better" }
};
var Value = external_exports.object({
  value: external_exports.number(),
  lower_value: external_exports.number().nullable().optional(),
  upper_value: external_exports.number().nullable().optional()
});
var Document2 = external_exports.record(external_exports.string(), external_exports.record(external_exports.string(), external_exports.unknown()));
var bencherBmfJson = {
  id: "bencher-bmf-json",
  harness: "Bencher Metric Format",
  aliases: ["bmf"],
  detect: ({ text }) => /^\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{\s*"(?:[^"\\]|\\.)*"\s*:\s*\{\s*"(?:value|lower_value|upper_value)"\s*:/.test(
    text
  ),
  parse: parse3
};
function parse3(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document2, diagnostics);
  const results = [];
  for (const [name, measures] of Object.entries(root ?? {}))
    for (const [slug, raw] of Object.entries(measures)) {
      const path = childPath(childPath("$", name), slug);
      const value = readRecord(Value, raw, source.name, path, diagnostics);
      if (value) keepResult(results, toResult2(name, slug, value, source.name, path, diagnostics));
    }
  return { results, diagnostics, environment: {} };
}
function toResult2(name, slug, value, file, path, diagnostics) {
  const measure = MEASURES[slug] ?? {
    metric: "custom",
    unit: slug,
    factor: 1,
    direction: "unknown"
  };
  const mean = value.value * measure.factor;
  if (mean < 0 && measure.metric !== "custom")
    diagnostics.push(diagnostic("error", file, `${path}.value`, "a negative value is invalid"));
  return {
    benchmark: { name },
    metric: measure.metric,
    metricName: slug,
    unit: measure.unit,
    direction: measure.direction,
    samples: [],
    summary: { n: 1, mean },
    ...measure.deterministic ? { deterministic: true } : {},
    format: "bencher-bmf-json",
    source: { file, jsonPath: path }
  };
}

// src/parse/formats/units.ts
var TIME_UNITS = {
  ps: 1e-3,
  psec: 1e-3,
  picosecond: 1e-3,
  picoseconds: 1e-3,
  ns: 1,
  nsec: 1,
  nsecs: 1,
  nanosecond: 1,
  nanoseconds: 1,
  us: 1e3,
  \u00B5s: 1e3,
  \u03BCs: 1e3,
  usec: 1e3,
  usecs: 1e3,
  \u00B5sec: 1e3,
  \u03BCsec: 1e3,
  microsecond: 1e3,
  microseconds: 1e3,
  ms: 1e6,
  msec: 1e6,
  msecs: 1e6,
  millisecond: 1e6,
  milliseconds: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  min: 6e10,
  mins: 6e10,
  minute: 6e10,
  minutes: 6e10,
  h: 36e11,
  hr: 36e11,
  hrs: 36e11,
  hour: 36e11,
  hours: 36e11,
  day: 864e11,
  days: 864e11
};
function timeFactor(unit) {
  return TIME_UNITS[unit] ?? (unit.length > 2 ? TIME_UNITS[unit.toLowerCase()] : void 0);
}
var BYTE_UNITS = {
  b: 1,
  B: 1,
  byte: 1,
  bytes: 1,
  kB: 1e3,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
  kilobyte: 1e3,
  kilobytes: 1e3,
  megabyte: 1e6,
  megabytes: 1e6,
  gigabyte: 1e9,
  gigabytes: 1e9
};
var OPERATION_WORDS = /* @__PURE__ */ new Set(["ops", "op", "iter", "iters", "iterations", "runs", "calls", "hz"]);
var WORK_COUNT = /^([kKMG]?)(?:elem(?:s|ents?)?|S|samples?)$/;
var DECIMAL_PREFIX = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };
function operationsPer(numerator) {
  if (OPERATION_WORDS.has(numerator.toLowerCase()) || numerator === "") return 1;
  const work = WORK_COUNT.exec(numerator);
  return work ? DECIMAL_PREFIX[work[1] ?? ""] : void 0;
}
var CYCLES = /^(?:cpu[-_ ]?)?cycles?$/i;
var INSTRUCTIONS = /^(?:instructions?|instrs?|insns?|Ir)$/i;
function nanosecondsPer(unit) {
  return timeFactor(unit.trim());
}
function bytesPer(unit) {
  const trimmed = unit.trim();
  return BYTE_UNITS[trimmed] ?? (trimmed.length > 5 ? BYTE_UNITS[trimmed.toLowerCase()] : void 0);
}
function normalizeUnit(printed) {
  const unit = printed.trim();
  const lower = unit.toLowerCase();
  const time = nanosecondsPer(unit);
  if (time !== void 0)
    return { metric: "wall-time", unit: "ns", factor: time, direction: "lower-is-better" };
  const bytes = bytesPer(unit);
  if (bytes !== void 0)
    return { metric: "memory", unit: "B", factor: bytes, direction: "lower-is-better" };
  const [numerator = "", denominator, ...rest] = unit.split("/");
  const counter = counterOf(numerator, denominator, rest.length);
  if (counter) return counter;
  if (denominator !== void 0 && rest.length === 0) {
    const perTime = nanosecondsPer(denominator);
    if (perTime !== void 0) {
      const perSecond = 1e9 / perTime;
      const numeratorBytes = bytesPer(numerator);
      if (numeratorBytes !== void 0)
        return {
          metric: "throughput",
          unit: "B/s",
          factor: numeratorBytes * perSecond,
          direction: "higher-is-better"
        };
      const operations = operationsPer(numerator);
      if (operations !== void 0)
        return {
          metric: "throughput",
          unit: "ops/s",
          factor: operations * perSecond,
          direction: "higher-is-better"
        };
    }
    if (isPerOperation(denominator)) {
      const numeratorTime = nanosecondsPer(numerator);
      if (numeratorTime !== void 0)
        return {
          metric: "wall-time",
          unit: "ns",
          factor: numeratorTime,
          direction: "lower-is-better"
        };
      const numeratorBytes = bytesPer(numerator);
      if (numeratorBytes !== void 0)
        return { metric: "memory", unit: "B", factor: numeratorBytes, direction: "lower-is-better" };
    }
  }
  if (lower === "ops/sec" || lower === "hz" || lower === "ops")
    return { metric: "throughput", unit: "ops/s", factor: 1, direction: "higher-is-better" };
  return { metric: "custom", unit, factor: 1, direction: "unknown" };
}
function counterOf(numerator, denominator, extra) {
  if (extra > 0 || denominator !== void 0 && !isPerOperation(denominator)) return void 0;
  if (CYCLES.test(numerator))
    return { metric: "cycles", unit: "count", factor: 1, direction: "lower-is-better" };
  if (INSTRUCTIONS.test(numerator))
    return { metric: "instructions", unit: "count", factor: 1, direction: "lower-is-better" };
  if (/^alloc(?:s|ations?)?$/i.test(numerator))
    return { metric: "allocations", unit: "count", factor: 1, direction: "lower-is-better" };
  return void 0;
}
function isPerOperation(denominator) {
  return /^(op|ops|iter|iters|iteration|call|run)$/i.test(denominator);
}
function printedQuantum(text, factor) {
  const match = /^[+-]?(\d[\d,]*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return void 0;
  const decimals = match[2]?.length ?? 0;
  const exponent = match[3] === void 0 ? 0 : Number(match[3]);
  return 10 ** (exponent - decimals) * factor;
}

// src/parse/formats/benchmarkjs-text.ts
var RESULT_LINE = /^(.*) x ([\d,]+(?:\.\d+)?|Infinity|NaN) ops\/sec [±+-]+\s*([\d.]+|NaN)% \((\d+) runs? sampled\)\s*$/;
var T_TABLE = [
  12.706,
  4.303,
  3.182,
  2.776,
  2.571,
  2.447,
  2.365,
  2.306,
  2.262,
  2.228,
  2.201,
  2.179,
  2.16,
  2.145,
  2.131,
  2.12,
  2.11,
  2.101,
  2.093,
  2.086,
  2.08,
  2.074,
  2.069,
  2.064,
  2.06,
  2.056,
  2.052,
  2.048,
  2.045,
  2.042
];
var benchmarkjsText = {
  id: "benchmarkjs-text",
  harness: "Benchmark.js",
  aliases: ["benchmarkjs"],
  detect: ({ text }) => /^.* x [\d,]+(?:\.\d+)? ops\/sec [±+-]+\s*[\d.]+% \(\d+ runs? sampled\)/m.test(text),
  parse: parse4
};
function parse4(source) {
  const diagnostics = [];
  const results = [];
  source.text.split(/\r?\n/).forEach((line, index) => {
    const match = RESULT_LINE.exec(line);
    if (!match) return;
    const [, name = "", hzText = "", rmeText = "", runsText = ""] = match;
    if (hzText === "Infinity" || hzText === "NaN") {
      const what = `"${name.trim()}" ran at ${hzText} ops/sec`;
      const why = hzText === "Infinity" ? "its timed cycles measured 0 s, below the timer's resolution" : "Benchmark.js computed no rate";
      diagnostics.push(
        diagnostic("warning", source.name, `line ${index + 1}`, `${what}: ${why}; not compared`)
      );
      keepResult(results, {
        benchmark: { name: name.trim() },
        metric: "throughput",
        metricName: "ops/sec",
        unit: "ops/s",
        direction: "higher-is-better",
        samples: [],
        error: `${hzText} ops/sec: ${why}`,
        format: "benchmarkjs-text",
        source: { file: source.name, line: index + 1 }
      });
      return;
    }
    const result = toResult3(name.trim(), hzText, Number(rmeText), Number(runsText));
    if (result.summary?.mean === 0)
      diagnostics.push(
        diagnostic("warning", source.name, `line ${index + 1}`, `"${name}" ran at 0 ops/sec`)
      );
    keepResult(results, { ...result, source: { file: source.name, line: index + 1 } });
  });
  return { results, diagnostics, environment: {} };
}
function toResult3(name, hzText, rme, runs) {
  const hz = Number(hzText.replace(/,/g, ""));
  const cv = cvFromRme(rme, runs);
  return {
    benchmark: { name },
    metric: "throughput",
    metricName: "ops/sec",
    unit: "ops/s",
    direction: "higher-is-better",
    samples: [],
    summary: cv === void 0 ? { n: runs, mean: hz } : { n: runs, mean: hz, sd: cv * hz },
    ...quantumOf(hzText),
    format: "benchmarkjs-text"
  };
}
function cvFromRme(rme, runs) {
  if (!(runs > 1) || !Number.isFinite(rme) || rme < 0) return void 0;
  const critical = T_TABLE[Math.round(runs - 1) - 1] ?? 1.96;
  return rme / (100 * critical) * Math.sqrt(runs);
}
function quantumOf(text) {
  const quantum = printedQuantum(text, 1);
  return quantum === void 0 ? {} : { quantum };
}

// src/parse/formats/valgrind-profile.ts
var INSTRUCTIONS2 = "Ir";
var END_OF_RUN = "Program termination";
function parseValgrindProfile(source, format2) {
  const diagnostics = [];
  const environment = {};
  let command;
  const parts = [{ totals: [] }];
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const header = /^([a-z]+):\s?(.*)$/.exec(raw.trimEnd());
    if (!header) return;
    const [, key = "", rawValue = ""] = header;
    const value = rawValue.trim();
    const line = index + 1;
    let part = parts[parts.length - 1] ?? { totals: [] };
    if (key === "part") {
      if (part.number !== void 0 || part.events || part.summary || part.totals.length > 0) {
        part = { totals: [] };
        parts.push(part);
      }
      part.number = value;
    } else if (key === "thread") part.thread = value;
    else if (key === "cmd") command = value;
    else if (key === "events") part.events = { values: value.split(/\s+/), line };
    else if (key === "summary") part.summary = { values: value.split(/\s+/), line };
    else if (key === "totals") part.totals.push({ values: value.split(/\s+/), line });
    else if (key === "creator") environment.valgrind = value;
    else if (key === "desc") readDescription(value, part, environment);
  });
  if (!parts.some((part) => part.events))
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "events:" line; is this a callgrind or cachegrind output file?'
    );
  if (!parts.some((part) => part.summary ?? part.totals[0]))
    return failed(
      source.name,
      diagnostics,
      environment,
      'has no "summary:" or "totals:" line; did valgrind finish?'
    );
  const name = benchmarkName(command, source.name);
  const wholeRun = parts.length === 1 && isWholeRun(parts[0]);
  const results = [];
  let events;
  for (const part of parts) {
    events = part.events ?? events;
    const row2 = part.summary ?? sumOf(part.totals);
    if (!row2 || !events) continue;
    const benchmark = benchmarkOf(name, part, wholeRun);
    keepResults(
      results,
      eventResults(events.values, row2, benchmark, source.name, format2, diagnostics)
    );
  }
  return { results, diagnostics, environment };
}
function readDescription(value, part, environment) {
  const trigger = /^Trigger:\s*(.*)$/.exec(value);
  if (trigger) {
    part.trigger = (trigger[1] ?? "").trim();
    return;
  }
  const cache = /^(I1|D1|LL) cache:\s*(.+)$/.exec(value);
  if (cache?.[2] !== void 0) environment[`${cache[1] ?? ""}-cache`] = cache[2];
}
function isWholeRun(part) {
  return (part?.number === void 0 || part.number === "1") && (part?.trigger === void 0 || part.trigger === END_OF_RUN);
}
function benchmarkOf(name, part, wholeRun) {
  const params = {};
  if (!wholeRun) {
    params.part = part.number ?? "1";
    if (part.trigger) params.trigger = part.trigger;
  }
  if (part.thread !== void 0) params.thread = part.thread;
  return Object.keys(params).length > 0 ? { name, params } : { name };
}
function eventResults(names, row2, benchmark, file, format2, diagnostics) {
  const results = [];
  names.forEach((event, i) => {
    const text = row2.values[i] ?? "0";
    const value = Number(text);
    if (!/^\d+$/.test(text) || !Number.isFinite(value)) {
      diagnostics.push(
        diagnostic(
          "error",
          file,
          `line ${row2.line}`,
          `"${event}" count "${text}" is not a whole number; skipped`
        )
      );
      return;
    }
    results.push({
      benchmark,
      metric: event === INSTRUCTIONS2 ? "instructions" : "custom",
      metricName: event,
      unit: "count",
      // Ir gates as instructions; the other events (data reads and writes, cache and branch
      // misses) are counts of work too, so fewer is better, but informational until gated.
      direction: "lower-is-better",
      samples: [value],
      deterministic: true,
      format: format2,
      source: { file, line: row2.line }
    });
  });
  return results;
}
function benchmarkName(command, file) {
  if (command !== void 0 && command !== "") {
    const [program = "", ...args] = command.split(/\s+/);
    return [program.split("/").pop() ?? program, ...args].join(" ");
  }
  const base4 = file.split(/[\\/]/).pop() ?? file;
  return base4.replace(/(?:\.\d+){1,2}(?:-\d+)?$/, "");
}
function sumOf(rows) {
  const [first] = rows;
  if (!first) return void 0;
  const sums = [];
  for (const row2 of rows) row2.values.forEach((v, i) => sums[i] = (sums[i] ?? 0) + Number(v));
  const values = sums.map(String);
  return { values, line: first.line };
}
function failed(file, diagnostics, environment, message) {
  return {
    results: [],
    diagnostics: [...diagnostics, diagnostic("error", file, "", message)],
    environment
  };
}

// src/parse/formats/cachegrind-text.ts
var cachegrindText = {
  id: "cachegrind-text",
  harness: "valgrind cachegrind",
  aliases: ["cachegrind"],
  detect: ({ text }) => !/^(?:# callgrind format|creator: callgrind)/m.test(text) && /^cmd:/m.test(text) && /^events:/m.test(text) && /^summary:/m.test(text),
  parse: (source) => parseValgrindProfile(source, "cachegrind-text")
};

// src/parse/formats/callgrind-text.ts
var callgrindText = {
  id: "callgrind-text",
  harness: "valgrind callgrind",
  aliases: ["callgrind"],
  detect: ({ text }) => /^(?:# callgrind format|creator: callgrind)/m.test(text) && /^events:/m.test(text),
  parse: (source) => parseValgrindProfile(source, "callgrind-text")
};

// src/parse/formats/peer-entries.ts
var COMBINED_TAIL = /^\s+(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)\s+(\S+)/;
function splitCombinedUnit(value, unit) {
  const [first = unit, ...restParts] = unit.split("	");
  if (restParts.length === 0) return [{ value, unit }];
  const values = [{ value, unit: first.trim() }];
  for (const part of restParts) {
    const match = COMBINED_TAIL.exec(` ${part}`);
    if (!match?.[1] || !match[2]) return [{ value, unit }];
    values.push({ value: Number(match[1]), unit: match[2], printed: match[1] });
  }
  return values;
}
function benchmarkNameOf(name, unit) {
  const suffix = ` - ${unit}`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : name;
}
var RANGE_READERS = {
  // Benchmark.js: `±0.74%` is the relative margin of error at 95 %; extra says `93 samples`.
  benchmarkjs: (value, range, extra) => {
    const rme = /^±\s*([\d.]+)%$/.exec(range.trim())?.[1];
    const n2 = Number(/(\d+) samples/.exec(extra)?.[1]);
    const cv = rme === void 0 ? void 0 : cvFromRme(Number(rme), n2);
    return cv === void 0 ? void 0 : { n: n2, mean: value, sd: cv * value };
  },
  // pytest-benchmark: `stddev: 0.0000062` in seconds beside extra `mean: 24.09 usec\nrounds: 38523`;
  // the value is the rate 1 / mean, whose first-order sd is rate · sd / mean (delta method).
  pytest: (value, range, extra) => {
    const sd = Number(/^stddev:\s*(\S+)$/.exec(range.trim())?.[1]);
    const mean = /mean:\s*([\d.eE+-]+)\s*(\S+)/.exec(extra);
    const n2 = Number(/rounds:\s*(\d+)/.exec(extra)?.[1]);
    const perUnit = mean?.[2] === void 0 ? void 0 : nanosecondsPer(mean[2]);
    if (!mean?.[1] || perUnit === void 0 || !(n2 > 1) || !(sd >= 0)) return void 0;
    const meanSeconds = Number(mean[1]) * perUnit / 1e9;
    return meanSeconds > 0 ? { n: n2, mean: value, sd: value * sd / meanSeconds } : void 0;
  }
};
function rangeSummary(tool, value, range, extra) {
  if (tool === void 0 || typeof range !== "string") return void 0;
  return RANGE_READERS[tool]?.(value, range, extra ?? "");
}

// src/parse/formats/custom-json.ts
var Entry = external_exports.object({
  name: external_exports.string(),
  unit: external_exports.string(),
  value: external_exports.number(),
  // Free text in the peer (`"5%"`, `"± 0.3"`, `3`): read only where the entry's tool fixes it.
  range: external_exports.union([external_exports.string(), external_exports.number()]).optional(),
  extra: external_exports.string().optional()
});
var PeerEntry = external_exports.looseObject({ tool: external_exports.string(), benches: external_exports.array(external_exports.unknown()) });
var CUSTOM_TOOLS = {
  customSmallerIsBetter: "custom-smaller-is-better",
  customBiggerIsBetter: "custom-bigger-is-better"
};
var detect = ({ text }) => /"name"\s*:/.test(text) && /"unit"\s*:/.test(text) && /"value"\s*:/.test(text) && (isJsonArrayDocument(text, "object") || /^\s*\{\s*"tool"\s*:\s*"[^"]*"\s*,\s*"benches"\s*:/.test(text));
var customSmallerIsBetter = {
  id: "custom-smaller-is-better",
  harness: "github-action-benchmark custom JSON (smaller is better)",
  aliases: ["customSmallerIsBetter"],
  detect: () => false,
  parse: (source) => parse5(source, "custom-smaller-is-better")
};
var customBiggerIsBetter = {
  id: "custom-bigger-is-better",
  harness: "github-action-benchmark custom JSON (bigger is better)",
  aliases: ["customBiggerIsBetter"],
  detect: () => false,
  parse: (source) => parse5(source, "custom-bigger-is-better")
};
var customJson = {
  id: "custom-json",
  harness: "github-action-benchmark custom JSON (direction from the unit)",
  detect,
  parse: (source) => parse5(source, "custom-json")
};
function parse5(source, named) {
  const diagnostics = [];
  const root = readJsonRoot(source, external_exports.union([external_exports.array(external_exports.unknown()), PeerEntry]), diagnostics);
  const entries = Array.isArray(root) ? root : root?.benches;
  const tool = Array.isArray(root) ? void 0 : root?.tool;
  const mode = tool === void 0 ? named : CUSTOM_TOOLS[tool] ?? named;
  const fromHarness = tool !== void 0 && CUSTOM_TOOLS[tool] === void 0;
  const entriesPath = Array.isArray(root) ? "$" : "$.benches";
  const printed = Array.isArray(root) ? printedValues(source.text) : [];
  const results = [];
  const undecided = [];
  entries?.forEach((raw, index) => {
    const path = childPath(entriesPath, index);
    const read = readRecord(Entry, raw, source.name, path, diagnostics);
    if (!read) return;
    const values = splitCombinedUnit(read.value, read.unit);
    values.forEach((part, i) => {
      const entry = {
        ...read,
        name: benchmarkNameOf(read.name, part.unit),
        value: part.value,
        unit: part.unit
      };
      const at = values.length > 1 ? `${path}.unit` : path;
      const text = part.printed ?? (i === 0 ? printed[index] : void 0);
      keepResult(
        results,
        toResult4(
          entry,
          { mode, fromHarness, tool, source, path: at, printed: text },
          diagnostics,
          undecided
        )
      );
    });
  });
  if (undecided.length > 0)
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        "",
        `the unit does not tell whether smaller or bigger is better for ${plural(undecided.length, "benchmark")} (${[...new Set(undecided)].join(", ")}); set the format to custom-smaller-is-better or custom-bigger-is-better`
      )
    );
  return { results, diagnostics, environment: {} };
}
function toResult4(entry, context, diagnostics, undecided) {
  const { mode, source, path } = context;
  const unit = unitOf(entry.unit);
  const direction = context.fromHarness ? unit.direction : directionFor(mode, unit);
  if (direction === "unknown") undecided.push(entry.unit);
  if (mode !== "custom-json" && conflicts(unit, direction))
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        path,
        `"${entry.unit}" is declared ${direction} by the format`
      )
    );
  const value = entry.value * unit.factor;
  if (value < 0 && unit.metric !== "custom")
    diagnostics.push(
      diagnostic("error", source.name, `${path}.value`, "a negative value is invalid")
    );
  const quantum = printedQuantum(context.printed || String(entry.value), unit.factor);
  const spread = rangeSummary(context.tool, entry.value, entry.range, entry.extra);
  return {
    benchmark: { name: entry.name },
    metric: unit.metric,
    metricName: entry.unit,
    unit: unit.unit,
    direction,
    samples: [],
    summary: spread ? {
      n: spread.n,
      mean: value,
      ...spread.sd === void 0 ? {} : { sd: spread.sd * unit.factor }
    } : { n: 1, mean: value },
    ...quantum === void 0 ? {} : { quantum },
    format: mode,
    source: { file: source.name, jsonPath: path }
  };
}
function unitOf(printed) {
  const known = normalizeUnit(printed);
  if (known.metric !== "custom") return known;
  const rate = /^\s*([A-Za-z]+)\s*\/\s*([a-zµμ]+)\s*$/.exec(printed);
  const perTime = rate?.[2] === void 0 ? void 0 : nanosecondsPer(rate[2]);
  if (rate?.[1] === void 0 || perTime === void 0) return known;
  return {
    metric: "throughput",
    unit: `${rate[1]}/s`,
    factor: 1e9 / perTime,
    direction: "higher-is-better"
  };
}
function directionFor(mode, unit) {
  if (mode === "custom-smaller-is-better") return "lower-is-better";
  if (mode === "custom-bigger-is-better") return "higher-is-better";
  return unit.metric === "wall-time" || unit.metric === "throughput" ? unit.direction : "unknown";
}
function conflicts(unit, declared) {
  return (unit.metric === "wall-time" || unit.metric === "throughput") && unit.direction !== declared;
}
function printedValues(text) {
  const start = text.indexOf("[");
  const root = start < 0 ? void 0 : parseTreeOrUndefined(text.slice(start));
  if (root?.type !== "array") return [];
  return (root.children ?? []).map((child) => {
    const node = findNodeAtLocation2(child, ["value"]);
    return node?.type === "number" ? text.slice(start + node.offset, start + node.offset + node.length) : "";
  });
}
function parseTreeOrUndefined(text) {
  try {
    return parseTree2(text);
  } catch (error) {
    if (error instanceof RangeError) return void 0;
    throw error;
  }
}

// src/parse/formats/gnu-time-text.ts
var seconds = (text) => /^\d+(?:\.\d+)?$/.test(text) ? Number(text) * 1e9 : void 0;
var FIELDS = [
  {
    label: /^Elapsed \(wall clock\) time.*?:\s*(\S+)$/,
    metric: "wall-time",
    metricName: "elapsed",
    unit: "ns",
    read: clockTime,
    quantum: 1e7
  },
  {
    label: /^User time \(seconds\):\s*(\S+)$/,
    metric: "cpu-time",
    metricName: "user",
    unit: "ns",
    read: seconds,
    quantum: 1e7
  },
  {
    label: /^System time \(seconds\):\s*(\S+)$/,
    metric: "cpu-time",
    metricName: "system",
    unit: "ns",
    read: seconds,
    quantum: 1e7
  },
  {
    label: /^Maximum resident set size \(kbytes\):\s*(\S+)$/,
    metric: "memory",
    metricName: "max RSS",
    unit: "B",
    read: (text) => /^\d+$/.test(text) ? Number(text) * 1024 : void 0,
    quantum: 1024
  }
];
var gnuTimeText = {
  id: "gnu-time-text",
  harness: "GNU time -v",
  aliases: ["time-v"],
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*Command being timed: "/m.test(text) && /Maximum resident set size \(kbytes\):/.test(text),
  parse: parse6
};
function parse6(source) {
  const diagnostics = [];
  const series = /* @__PURE__ */ new Map();
  let command;
  let exitProblem;
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    const exit = /^Command (exited with non-zero status \d+|terminated by signal \d+)$/.exec(line);
    if (exit) exitProblem = exit[1];
    const timed = /^Command being timed: "(.*)"$/.exec(line);
    if (timed) {
      command = timed[1] ?? "";
      if (exitProblem !== void 0)
        for (const field of FIELDS)
          seriesFor(series, command, field, index + 1).error = `the command ${exitProblem}`;
      exitProblem = void 0;
      return;
    }
    for (const field of FIELDS) {
      const match = field.label.exec(line);
      if (!match || command === void 0) continue;
      const value = field.read(match[1] ?? "");
      if (value === void 0)
        diagnostics.push(
          diagnostic(
            "error",
            source.name,
            `line ${index + 1}`,
            `cannot read "${match[1] ?? ""}" as ${field.metricName}; skipped`
          )
        );
      else seriesFor(series, command, field, index + 1).samples.push(value);
    }
  });
  const results = [];
  for (const s of series.values()) keepResult(results, toResult5(s, source.name));
  return { results, diagnostics, environment: {} };
}
function seriesFor(series, command, field, line) {
  const key = JSON.stringify([command, field.metricName]);
  const found = series.get(key) ?? { command, field, line, samples: [] };
  series.set(key, found);
  return found;
}
function toResult5(s, file) {
  return {
    benchmark: { name: s.command },
    metric: s.field.metric,
    metricName: s.field.metricName,
    unit: s.field.unit,
    direction: "lower-is-better",
    samples: s.error === void 0 ? s.samples : [],
    quantum: s.field.quantum,
    // A non-zero exit status or a signal: the command failed on this side.
    ...s.error === void 0 ? {} : { failure: { message: s.error } },
    format: "gnu-time-text",
    source: { file, line: s.line }
  };
}
function clockTime(text) {
  const match = /^(?:(\d+):)?(\d+):(\d+(?:\.\d+)?)$/.exec(text);
  if (!match) return void 0;
  const [, hours = "0", minutes = "0", secs = "0"] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(secs)) * 1e9;
}

// src/parse/formats/julia-benchmarktools-json.ts
var Tagged = external_exports.tuple([external_exports.string(), external_exports.unknown()]);
var Group = external_exports.object({ data: external_exports.record(external_exports.string(), external_exports.unknown()) });
var Trial = external_exports.object({
  times: external_exports.array(external_exports.number().nullable()),
  memory: external_exports.number().optional(),
  allocs: external_exports.number().optional()
});
var Estimate = external_exports.object({
  time: external_exports.number(),
  memory: external_exports.number().optional(),
  allocs: external_exports.number().optional()
});
var Document3 = external_exports.tuple([external_exports.record(external_exports.string(), external_exports.unknown()), external_exports.array(external_exports.unknown())]);
var juliaBenchmarkToolsJson = {
  id: "julia-benchmarktools-json",
  harness: "BenchmarkTools.jl",
  aliases: ["julia"],
  detect: ({ text }) => /"BenchmarkTools"\s*:/.test(text) && /"(?:BenchmarkGroup|Trial|TrialEstimate)"/.test(text),
  parse: parse7
};
function parse7(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document3, diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const [versions, values] = root;
  const context = { file: source.name, diagnostics, results: [] };
  values.forEach((value, index) => {
    visit2(value, [], childPath("$[1]", index), context);
  });
  const julia = versions.Julia;
  return {
    results: context.results,
    diagnostics,
    environment: typeof julia === "string" ? { runtime: `Julia ${julia}` } : {}
  };
}
var MAX_GROUP_DEPTH = 64;
function visit2(value, names, path, context) {
  if (names.length > MAX_GROUP_DEPTH) {
    context.diagnostics.push(
      diagnostic(
        "error",
        context.file,
        path,
        `groups nested more than ${MAX_GROUP_DEPTH} levels deep; this group was skipped`
      )
    );
    return;
  }
  const tagged = readRecord(Tagged, value, context.file, path, context.diagnostics);
  if (!tagged) return;
  const [type, fields] = tagged;
  const at = `${path}[1]`;
  if (type === "BenchmarkGroup") {
    const group = readRecord(Group, fields, context.file, at, context.diagnostics);
    for (const key of Object.keys(group?.data ?? {}).sort(naturalOrder))
      visit2(group?.data[key], [...names, key], childPath(`${at}.data`, key), context);
    return;
  }
  const name = names.join("/");
  if (type === "Trial") {
    const trial = readRecord(Trial, fields, context.file, at, context.diagnostics);
    if (trial) keepResults(context.results, trialResults(name, trial, at, context));
  } else if (type === "TrialEstimate") {
    const estimate = readRecord(Estimate, fields, context.file, at, context.diagnostics);
    if (estimate) keepResults(context.results, estimateResults(name, estimate, at, context.file));
  } else
    context.diagnostics.push(
      diagnostic("info", context.file, path, `"${name}" is a ${type}, not a measurement; skipped`)
    );
}
function trialResults(name, trial, path, context) {
  const samples = toSamples(trial.times, 1, context.file, `${path}.times`, context.diagnostics);
  return [
    base(name, "wall-time", "times", "ns", path, context.file, { samples }),
    ...allocationResults(name, trial, path, context.file)
  ];
}
function estimateResults(name, estimate, path, file) {
  return [
    base(name, "wall-time", "time", "ns", path, file, {
      samples: [],
      summary: { n: 1, median: estimate.time }
    }),
    ...allocationResults(name, estimate, path, file)
  ];
}
function allocationResults(name, values, path, file) {
  const results = [];
  if (values.memory !== void 0)
    results.push({
      ...base(name, "memory", "memory", "B", path, file, { samples: [values.memory] }),
      deterministic: true
    });
  if (values.allocs !== void 0)
    results.push({
      ...base(name, "allocations", "allocs", "count", path, file, { samples: [values.allocs] }),
      deterministic: true
    });
  return results;
}
function base(name, metric, metricName, unit, path, file, values) {
  return {
    benchmark: { name },
    metric,
    metricName,
    unit,
    direction: "lower-is-better",
    ...values,
    format: "julia-benchmarktools-json",
    source: { file, jsonPath: path }
  };
}
function naturalOrder(a, b) {
  return a.localeCompare(b, "en", { numeric: true });
}

// src/parse/formats/luau-bench-text.ts
var SUCCESS_TAIL = /:\s*([\d.]+)(ms|s|us)\s*\+\/-\s*([\d.]+)%\s*on\s*(\S+)\s*$/;
var TABLE_ROW = /^([^|]*)\|\s*([\d.]+)(ms|s|us)\s*\|\s*([\d.]+)(ms|s|us)\s*\|\s*([\d.]+)%\s*\|\s*(\S+)\s*$/;
var luauBenchText = {
  id: "luau-bench-text",
  harness: "Luau bench.py",
  aliases: ["benchmarkluau"],
  detect: ({ text }) => /^SUCCESS:.*:\s*[\d.]+(?:ms|s|us)\s*\+\/-\s*[\d.]+%\s*on\s/m.test(text),
  parse: parse8
};
function parse8(source) {
  const diagnostics = [];
  const rows = /* @__PURE__ */ new Map();
  source.text.split(/\r?\n/).forEach((line, index) => {
    const success = successLine(line);
    if (success) {
      const [name2 = "", mean2 = "", unit2 = "", sd2 = "", driver2 = ""] = success;
      const key2 = JSON.stringify([name2, driver2]);
      rows.set(key2, { ...rows.get(key2), ...row(name2, driver2, index + 1, mean2, unit2, sd2) });
      return;
    }
    const table = TABLE_ROW.exec(line);
    const name = table?.[1]?.trimEnd();
    if (!table || name === void 0 || name === "Total") return;
    const [, , min = "", minUnit = "", mean = "", unit = "", sd = "", driver = ""] = table;
    const key = JSON.stringify([name, driver]);
    const known = rows.get(key) ?? row(name, driver, index + 1, mean, unit, sd);
    known.min = Number(min) * (nanosecondsPer(minUnit) ?? 1e6);
    rows.set(key, known);
  });
  const results = [];
  for (const r of rows.values()) keepResult(results, toResult6(r, source.name));
  return { results, diagnostics, environment: {} };
}
function successLine(line) {
  if (!line.startsWith("SUCCESS:")) return void 0;
  const rest = line.slice("SUCCESS:".length);
  const tail = SUCCESS_TAIL.exec(rest);
  if (!tail) return void 0;
  return [rest.slice(0, tail.index).trim(), ...tail.slice(1)];
}
function row(name, driver, line, meanText, unit, sd) {
  return {
    name,
    driver,
    line,
    meanText,
    factor: nanosecondsPer(unit) ?? 1e6,
    relativeSd: Number(sd) / 100
  };
}
function toResult6(row2, file) {
  const mean = Number(row2.meanText) * row2.factor;
  const summary = summaryStats(1, { mean, sd: row2.relativeSd * mean, min: row2.min });
  const quantum = printedQuantum(row2.meanText, row2.factor);
  return {
    benchmark: { name: row2.name, params: { driver: row2.driver } },
    metric: "wall-time",
    metricName: "average",
    unit: "ns",
    direction: "lower-is-better",
    samples: [],
    ...summary ? { summary } : {},
    ...quantum === void 0 ? {} : { quantum },
    format: "luau-bench-text",
    source: { file, line: row2.line }
  };
}

// src/parse/formats/mitata-json.ts
var figure = external_exports.number().nullable().optional();
var Stats = external_exports.looseObject({
  samples: external_exports.array(external_exports.number().nullable()).nullable().optional(),
  avg: figure,
  p25: figure,
  p50: figure,
  p75: figure,
  ticks: figure,
  min: figure,
  max: figure
});
var Run = external_exports.object({
  name: external_exports.string(),
  args: external_exports.record(external_exports.string(), external_exports.unknown()).optional(),
  stats: Stats.nullable().optional(),
  error: external_exports.unknown().optional()
});
var Benchmark = external_exports.object({
  alias: external_exports.string(),
  group: external_exports.number().optional(),
  runs: external_exports.array(external_exports.unknown())
});
var Document4 = external_exports.object({
  layout: external_exports.array(external_exports.object({ name: external_exports.string().nullable().optional() }).nullable()).optional(),
  benchmarks: external_exports.array(external_exports.unknown()),
  context: external_exports.looseObject({}).optional()
});
var mitataJson = {
  id: "mitata-json",
  harness: "mitata",
  detect: ({ text }) => /"benchmarks"\s*:/.test(text) && /"runs"\s*:/.test(text) && /"(?:ticks|layout)"\s*:/.test(text),
  parse: parse9
};
function parse9(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document4, diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const results = [];
  root.benchmarks.forEach((rawBenchmark, b) => {
    const benchmarkPath = childPath("$.benchmarks", b);
    const bench = readRecord(Benchmark, rawBenchmark, source.name, benchmarkPath, diagnostics);
    const suite = bench?.group === void 0 ? void 0 : root.layout?.[bench.group]?.name;
    bench?.runs.forEach((rawRun, r) => {
      const path = childPath(`${benchmarkPath}.runs`, r);
      const run = readRecord(Run, rawRun, source.name, path, diagnostics);
      if (run)
        keepResult(
          results,
          toResult7(bench.alias, suite ?? void 0, run, source.name, path, diagnostics)
        );
    });
  });
  return { results, diagnostics, environment: environmentOf2(root.context ?? {}) };
}
function toResult7(alias, suite, run, file, path, diagnostics) {
  const args = Object.entries(run.args ?? {});
  const params = Object.fromEntries(
    args.map(([k, v]) => {
      if (!nestsDeeperThan(v, PARAM_NESTING_LIMIT)) return [k, String(v)];
      diagnostics.push(
        diagnostic("info", file, `${path}.args`, `argument "${k}" is nested too deeply to show`)
      );
      return [k, "(nested too deeply)"];
    })
  );
  const benchmark = {
    ...suite ? { suite } : {},
    name: args.length > 0 ? alias : run.name,
    ...args.length > 0 ? { params } : {}
  };
  const common = {
    benchmark,
    metric: "wall-time",
    metricName: "time/iter",
    unit: "ns",
    direction: "lower-is-better",
    format: "mitata-json",
    source: { file, jsonPath: path }
  };
  if (!run.stats) return { ...common, samples: [], failure: { message: errorMessage(run.error) } };
  const samples = toSamples(run.stats.samples ?? [], 1, file, `${path}.stats.samples`, diagnostics);
  if (samples.length > 0) return { ...common, samples };
  const n2 = sampleCount(run.stats);
  const { p25, p75 } = run.stats;
  const spread = n2 > 1 && typeof p25 === "number" && typeof p75 === "number" && p75 >= p25 ? { mad: (p75 - p25) / 2 } : {};
  const summary = summaryStats(n2, {
    mean: run.stats.avg,
    median: run.stats.p50,
    min: run.stats.min,
    max: run.stats.max,
    ...spread
  });
  return { ...common, samples: [], ...summary ? { summary } : {} };
}
var BATCH_THRESHOLD_NS = 65536;
var BATCH_SAMPLES = 4096;
function sampleCount(stats) {
  const ticks = stats.ticks;
  if (typeof ticks !== "number" || !Number.isInteger(ticks) || ticks < 1) return 1;
  const batched = ticks % BATCH_SAMPLES === 0 && (stats.p50 ?? Infinity) <= 1.5 * BATCH_THRESHOLD_NS;
  return batched ? ticks / BATCH_SAMPLES : ticks;
}
function errorMessage(error) {
  const message = error?.message;
  return failureMessage(
    typeof message === "string" ? message : void 0,
    "the benchmark threw an error"
  );
}
function environmentOf2(context) {
  const environment = {};
  const cpu = context.cpu;
  if (typeof cpu?.name === "string") environment.cpu = cpu.name;
  if (typeof context.arch === "string") environment.arch = context.arch;
  if (typeof context.runtime === "string")
    environment.runtime = [context.runtime, context.version].filter((v) => typeof v === "string").join(" ");
  return environment;
}

// src/parse/formats/perf-events.ts
function perfEventKind(event, unitText) {
  const base4 = event.replace(/ \[[^\]]*\]$/, "").replace(/^[\w-]+\/|\/$/g, "").replace(/:\w+$/, "");
  const clock = base4 === "task-clock" || base4 === "cpu-clock";
  const time = nanosecondsPer(unitText === "msec" || clock && unitText === "" ? "ms" : unitText);
  if (base4 === "instructions")
    return { metric: "instructions", unit: "count", factor: 1, direction: "lower-is-better" };
  if (base4 === "cycles" || base4 === "cpu-cycles")
    return { metric: "cycles", unit: "count", factor: 1, direction: "lower-is-better" };
  if ((clock || base4.endsWith("_time")) && time !== void 0)
    return {
      metric: base4 === "duration_time" ? "wall-time" : "cpu-time",
      unit: "ns",
      factor: time,
      direction: "lower-is-better"
    };
  return {
    metric: "custom",
    unit: unitText === "" ? "count" : unitText,
    factor: 1,
    direction: "lower-is-better"
  };
}

// src/parse/formats/perf-stat-csv.ts
var KNOWN_EVENTS = /^(?:[\w-]+\/)?(?:instructions|cycles|cpu-cycles|task-clock|cpu-clock|duration_time|user_time|system_time|page-faults|context-switches|cpu-migrations|branches|branch-misses|cache-references|cache-misses)(?::\w+)?\/?$/;
var ROW = /^(?:<not (?:supported|counted)>|[\d.]+),[^,\n]*,([^,\n]+),/;
var perfStatCsv = {
  id: "perf-stat-csv",
  harness: "perf stat -x,",
  detect: ({ text }) => text.split(/\r?\n/, 50).some((line) => KNOWN_EVENTS.test(ROW.exec(line)?.[1] ?? "")),
  parse: parse10
};
function parse10(source) {
  const diagnostics = [];
  const results = [];
  const name = nameFromFile(source.name);
  source.text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === "" || line.startsWith("#")) return;
    const location = `line ${index + 1}`;
    const fields = line.split(",");
    const [valueText = "", unitText = "", event = ""] = fields;
    if (valueText.startsWith("<not")) {
      diagnostics.push(
        diagnostic(
          "warning",
          source.name,
          location,
          `event "${event}" was ${valueText.slice(1, -1)} by perf on this machine`
        )
      );
      return;
    }
    const value = Number(valueText);
    if (valueText === "" || !Number.isFinite(value) || event === "") {
      diagnostics.push(
        diagnostic("error", source.name, location, 'not a "value,unit,event,\u2026" row; skipped')
      );
      return;
    }
    keepResult(results, toResult8(name, event, unitText, valueText, value, source.name, index + 1));
  });
  return { results, diagnostics, environment: {} };
}
function toResult8(name, event, unitText, valueText, value, file, line) {
  const kind = perfEventKind(event, unitText);
  const quantum = printedQuantum(valueText, kind.factor);
  return {
    benchmark: { name },
    metric: kind.metric,
    metricName: event,
    unit: kind.unit,
    direction: kind.direction,
    samples: [],
    summary: { n: 1, mean: value * kind.factor },
    ...quantum === void 0 ? {} : { quantum },
    format: "perf-stat-csv",
    source: { file, line }
  };
}
function nameFromFile(file) {
  const base4 = file.split(/[\\/]/).pop() ?? file;
  return base4.replace(/\.(?:csv|txt|perf|stat)$/i, "").replace(/\.(?:perf|stat)$/i, "");
}

// src/parse/formats/perf-stat-text.ts
var MARKS = ".,'\xA0\u202F\u2019\u066B\u066C";
var NUMBER = `\\d[\\d${MARKS}]*`;
var VALUE = new RegExp(
  `^(<not supported>|<not counted>|${NUMBER}(?: \\d{3}(?=[ \\t]|$))*)(?=\\s|$)`
);
var HEADER = "Performance counter stats for ";
var RUNS = / \((\d+) runs\)$/;
var ELAPSED = new RegExp(
  `^(${NUMBER})(?: \\+- (${NUMBER}))? seconds time elapsed(?:[ \\t]+\\([ \\t]*\\+-[ \\t]*(${NUMBER})%[ \\t]*\\))?$`
);
var USER_SYS = new RegExp(`^(${NUMBER}) seconds (user|sys)$`);
var TABLE_ROW2 = new RegExp(`^(${NUMBER}) \\([+-]${NUMBER}\\)(?: #*)?$`);
var NOISE = new RegExp(`^\\([ \\t]*\\+-[ \\t]*(${NUMBER})%[ \\t]*\\)$`);
var RUNNING = new RegExp(`^[([](${NUMBER})%[)\\]]$`);
var WORKLOAD_FAILED = /^Workload failed: (.*)$/;
var SIGNAL_DESCRIPTIONS = /* @__PURE__ */ new Set([
  "Hangup",
  "Interrupt",
  "Quit",
  "Illegal instruction",
  "Trace/breakpoint trap",
  "Aborted",
  "Bus error",
  "Floating point exception",
  "Killed",
  "User defined signal 1",
  "Segmentation fault",
  "User defined signal 2",
  "Broken pipe",
  "Alarm clock",
  "Terminated",
  "Stack fault",
  "CPU time limit exceeded",
  "File size limit exceeded",
  "Virtual timer expired",
  "Profiling timer expired",
  "Bad system call"
]);
var LINE_LIMIT = 4096;
var SECOND = 1e9;
var perfStatText = {
  id: "perf-stat-text",
  harness: "perf stat",
  detect: ({ text }) => /^[ \t]*Performance counter stats for ['pt].*:[ \t]*\r?$/m.test(text) || /^Workload failed: /m.test(text),
  parse: parse11
};
function parse11(source) {
  const diagnostics = [];
  const results = [];
  const lines = source.text.split(/\r?\n/);
  const say = (severity, line, message) => diagnostics.push(diagnostic(severity, source.name, `line ${line}`, message));
  let signals = [];
  let block;
  let footer = false;
  let inTable = false;
  const finish = () => {
    if (block) readBlock(block, source.name, results, say);
    block = void 0;
  };
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index] ?? "";
    const lineNo = index + 1;
    const header = raw.includes(HEADER) ? headerTarget(raw) : void 0;
    if (header !== void 0) {
      finish();
      block = startBlock(header, lineNo, signals);
      signals = [];
      footer = false;
      inTable = false;
      continue;
    }
    const text = raw.length <= LINE_LIMIT ? raw.trim() : void 0;
    if (block && (!footer || text !== void 0 && isFooterLine(text))) {
      if (text === void 0) {
        say(
          "error",
          lineNo,
          `line longer than ${LINE_LIMIT} characters in a perf stat block; skipped`
        );
        continue;
      }
      if (text === "") continue;
      const read = readBlockLine(block, text, lineNo, inTable);
      if (read === "table") inTable = true;
      else if (read === "end-table") inTable = false;
      else if (read === "footer") footer = true;
      else if (read === "unknown")
        say("error", lineNo, 'not a perf stat counter line ("value [unit] event"); skipped');
      continue;
    }
    finish();
    if (text === void 0) continue;
    const failed3 = WORKLOAD_FAILED.exec(text);
    if (failed3) {
      let repeats = 1;
      while (lines[index + repeats]?.trim() === text) repeats++;
      say(
        "error",
        lineNo,
        `perf could not start the workload: ${failureMessage(failed3[1], "no reason given")}${repeats > 1 ? ` (${repeats} times)` : ""}; no counts were printed for it`
      );
      index += repeats - 1;
      continue;
    }
    const colon = text.lastIndexOf(": ");
    if (colon > 0 && SIGNAL_DESCRIPTIONS.has(text.slice(colon + 2)))
      signals.push({ command: text.slice(0, colon), description: text.slice(colon + 2) });
  }
  finish();
  return { results, diagnostics, environment: {} };
}
function headerTarget(raw) {
  const text = raw.trim();
  return text.startsWith(HEADER) && text.endsWith(":") ? text.slice(HEADER.length, -1) : void 0;
}
function isFooterLine(text) {
  return text === "" || USER_SYS.test(text);
}
function startBlock(target, line, signals) {
  const runs = RUNS.exec(target);
  const named = runs ? target.slice(0, runs.index) : target;
  const quoted2 = /^((?:process|thread) id )?'(.*)'$/s.exec(named);
  const command = quoted2 ? quoted2[2] ?? "" : named;
  const name = quoted2?.[1] ? `${quoted2[1]}${command}` : command;
  return {
    name: boundedName(name),
    runs: runs ? Math.max(1, Number(runs[1])) : 1,
    line,
    counters: [],
    signals: signals.filter((s) => command === s.command || command.startsWith(`${s.command} `)).map((s) => s.description),
    table: [],
    ungrouped: []
  };
}
function readBlockLine(block, text, line, inTable) {
  if (text.startsWith("#")) {
    if (text === "# Table of individual measurements:") return "table";
    if (text === "# Final result:") return "end-table";
    const previous = block.counters.at(-1);
    if (previous && previous.noise === void 0 && previous.running === void 0)
      Object.assign(previous, suffixes(text).figures);
    return "read";
  }
  if (inTable) {
    const row2 = TABLE_ROW2.exec(text);
    if (row2) {
      block.table.push({ line, value: row2[1] ?? "" });
      block.ungrouped.push(row2[1] ?? "");
      return "read";
    }
  }
  const elapsed = ELAPSED.exec(text);
  if (elapsed) {
    const [, mean = "", sdOfMean, percent2] = elapsed;
    block.elapsed = {
      line,
      mean,
      ...sdOfMean === void 0 ? {} : { sdOfMean },
      ...percent2 === void 0 ? {} : { percent: percent2 }
    };
    block.ungrouped.push(mean, ...sdOfMean === void 0 ? [] : [sdOfMean]);
    if (percent2 !== void 0) block.ungrouped.push(percent2);
    return "footer";
  }
  const userSys = USER_SYS.exec(text);
  if (userSys) {
    const value = userSys[1] ?? "";
    block[userSys[2] === "user" ? "user" : "sys"] = { line, value };
    block.ungrouped.push(value);
    return "footer";
  }
  const counter = counterLine(text, line);
  if (!counter) return "unknown";
  block.counters.push(counter);
  if (counter.noise !== void 0) block.ungrouped.push(counter.noise);
  return "read";
}
function counterLine(text, line) {
  const value = VALUE.exec(text)?.[1];
  if (value === void 0) return void 0;
  const { rest, figures } = suffixes(text.slice(value.length));
  const comment = /\s#(?:\s|$)/.exec(rest);
  const tokens = (comment ? rest.slice(0, comment.index) : rest).trim().split(/\s+/);
  if (tokens[0] === void 0 || tokens[0] === "") return void 0;
  const after = /^\((\w+)\)$/.exec(tokens.at(-1) ?? "")?.[1];
  if (after !== void 0 && tokens.length > 1)
    return { line, event: tokens.slice(0, -1).join(" "), unit: after, value, ...figures };
  const pmu = tokens.length === 2 && tokens[1]?.startsWith("[");
  const unit = tokens.length === 1 || pmu ? "" : tokens[0];
  const event = tokens.slice(unit === "" ? 0 : 1).join(" ");
  return { line, event, unit, value, ...figures };
}
function suffixes(text) {
  let rest = text.trimEnd();
  const figures = {};
  const open = Math.max(rest.lastIndexOf("("), rest.lastIndexOf("["));
  const running = RUNNING.exec(rest.slice(open));
  if (running) {
    figures.running = running[1] ?? "";
    rest = rest.slice(0, open).trimEnd();
  }
  const noise = NOISE.exec(rest.slice(rest.lastIndexOf("(")));
  if (noise) {
    figures.noise = noise[1] ?? "";
    rest = rest.slice(0, rest.lastIndexOf("("));
  }
  return { rest, figures };
}
function readBlock(block, file, results, say) {
  const mark = decimalMark(block.ungrouped);
  const failure = failureOf(block);
  const unsupported = [];
  const uncounted = [];
  const multiplexed = [];
  for (const counter of block.counters) {
    if (counter.value === "<not supported>") {
      unsupported.push(counter);
      continue;
    }
    if (counter.value === "<not counted>") {
      uncounted.push(counter);
      continue;
    }
    const value = readNumber(counter.value, mark);
    const noise = counter.noise === void 0 ? void 0 : readNumber(counter.noise, mark);
    if (value === void 0 || counter.noise !== void 0 && noise === void 0) {
      say("error", counter.line, `"${counter.value}" is not a number perf prints; skipped`);
      continue;
    }
    if (counter.running !== void 0) multiplexed.push(counter);
    const kind = perfEventKind(counter.event, counter.unit);
    const mean = scaled(value, kind.factor);
    keepResult(results, {
      benchmark: { name: block.name },
      metric: kind.metric,
      metricName: counter.event,
      unit: kind.unit,
      direction: kind.direction,
      samples: [],
      ...figuresOf(block.runs, mean, noise?.number, failure),
      quantum: kind.factor / 10 ** value.decimals,
      format: "perf-stat-text",
      source: { file, line: counter.line }
    });
  }
  readTimes(block, mark, failure, file, results, say);
  const named = (counters) => counters.map((c) => `"${boundedName(c.event)}"`).join(", ");
  const [firstUnsupported] = unsupported;
  if (firstUnsupported)
    say(
      "warning",
      firstUnsupported.line,
      `${unsupported.length === 1 ? "event" : "events"} ${named(unsupported)} of "${block.name}" ${unsupported.length === 1 ? "was" : "were"} not supported by perf on this machine (a virtual machine often exposes no hardware counters)`
    );
  const [firstUncounted] = uncounted;
  if (firstUncounted)
    say(
      "warning",
      firstUncounted.line,
      `${uncounted.length === 1 ? "event" : "events"} ${named(uncounted)} of "${block.name}" ${uncounted.length === 1 ? "was" : "were"} not counted by perf (never scheduled on a counter)`
    );
  const [firstMultiplexed] = multiplexed;
  if (firstMultiplexed)
    say(
      "info",
      firstMultiplexed.line,
      `${named(multiplexed)} of "${block.name}" shared hardware counters (perf counted ${multiplexed.map((c) => `${readNumber(c.running ?? "", mark)?.number ?? "?"} %`).join(", ")} of the time and scaled the counts up): their values are estimates`
    );
  if (!block.elapsed)
    say(
      "warning",
      block.line,
      `the perf stat output for "${block.name}" ends before its "seconds time elapsed" line: cut short?`
    );
}
function readTimes(block, mark, failure, file, results, say) {
  const { elapsed } = block;
  if (elapsed) {
    const mean = readNumber(elapsed.mean, mark);
    const sdOfMean = elapsed.sdOfMean === void 0 ? void 0 : readNumber(elapsed.sdOfMean, mark);
    const percent2 = elapsed.percent === void 0 ? void 0 : readNumber(elapsed.percent, mark);
    if (mean === void 0)
      say("error", elapsed.line, `"${elapsed.mean}" is not a number perf prints; skipped`);
    else {
      const relative = sdOfMean !== void 0 && mean.number > 0 ? sdOfMean.number / mean.number : percent2 === void 0 ? void 0 : percent2.number / 100;
      const samples = tableSamples(block, mark, failure);
      keepResult(results, {
        benchmark: { name: block.name },
        metric: "wall-time",
        metricName: "time elapsed",
        unit: "ns",
        direction: "lower-is-better",
        samples,
        ...figuresOf(
          block.runs,
          scaled(mean, SECOND),
          relative === void 0 ? void 0 : relative * 100,
          failure,
          true
        ),
        quantum: SECOND / 10 ** mean.decimals,
        format: "perf-stat-text",
        source: { file, line: elapsed.line }
      });
    }
  }
  for (const [metricName, figure6] of [
    ["user", block.user],
    ["sys", block.sys]
  ]) {
    if (!figure6) continue;
    const value = readNumber(figure6.value, mark);
    if (value === void 0) continue;
    keepResult(results, {
      benchmark: { name: block.name },
      metric: "cpu-time",
      metricName,
      unit: "ns",
      direction: "lower-is-better",
      samples: [],
      ...figuresOf(1, scaled(value, SECOND), void 0, failure),
      quantum: SECOND / 10 ** value.decimals,
      format: "perf-stat-text",
      source: { file, line: figure6.line }
    });
  }
}
function tableSamples(block, mark, failure) {
  if (failure || block.table.length !== block.runs) return [];
  const values = block.table.map((row2) => readNumber(row2.value, mark));
  return values.every((v) => v !== void 0) ? values.map((v) => scaled(v, SECOND)) : [];
}
function figuresOf(runs, mean, percent2, failure, spreadAlwaysPrinted = false) {
  if (failure) return { failure };
  const summary = runs === 1 ? summaryStats(1, { mean }) : percent2 === void 0 && !spreadAlwaysPrinted ? summaryStats(runs, { mean, sd: 0, min: mean, max: mean }) : summaryStats(runs, {
    mean,
    sd: percent2 === void 0 ? void 0 : mean * percent2 * Math.sqrt(runs) / 100
  });
  return summary ? { summary } : {};
}
function failureOf(block) {
  if (block.signals.length === 0) return void 0;
  const described = [...new Set(block.signals)].join(", ");
  return {
    message: failureMessage(`ended by a signal: ${described}`, "ended by a signal"),
    failedRuns: Math.min(block.signals.length, block.runs),
    runs: block.runs
  };
}
function decimalMark(ungrouped) {
  for (const figure6 of ungrouped) {
    const mark = /\d(\D)\d/.exec(figure6)?.[1];
    if (mark !== void 0) return mark;
  }
  return ".";
}
function scaled(reading, factor) {
  const step = factor / 10 ** reading.decimals;
  return Number.isInteger(step) ? reading.mantissa * step : reading.number * factor;
}
function readNumber(text, mark) {
  let digits = "";
  let decimals = -1;
  for (const char of text) {
    if (char >= "0" && char <= "9") {
      digits += char;
      if (decimals >= 0) decimals++;
    } else if (char === mark) {
      if (decimals >= 0) return void 0;
      digits += ".";
      decimals = 0;
    } else if (!(MARKS.includes(char) || char === " ") || decimals >= 0) return void 0;
  }
  const number2 = Number(digits);
  if (digits === "" || digits === "." || !Number.isFinite(number2)) return void 0;
  return { number: number2, mantissa: Number(digits.replace(".", "")), decimals: Math.max(0, decimals) };
}

// src/parse/formats/pyperf-json.ts
var Metadata = external_exports.record(external_exports.string(), external_exports.unknown());
var Run2 = external_exports.object({
  metadata: Metadata.optional(),
  values: external_exports.array(external_exports.number().nullable()).optional()
});
var Benchmark2 = external_exports.object({ metadata: Metadata.optional(), runs: external_exports.array(external_exports.unknown()) });
var Document5 = external_exports.object({
  version: external_exports.string(),
  metadata: Metadata.optional(),
  benchmarks: external_exports.array(external_exports.unknown())
});
var UNITS = {
  second: { metric: "wall-time", unit: "ns", direction: "lower-is-better" },
  byte: { metric: "memory", unit: "B", direction: "lower-is-better" },
  integer: { metric: "custom", unit: "integer", direction: "unknown" }
};
var pyperfJson = {
  id: "pyperf-json",
  harness: "pyperf",
  detect: ({ text }) => /"benchmarks"\s*:/.test(text) && /"runs"\s*:/.test(text) && /"(?:values|warmups)"\s*:/.test(text),
  parse: parse12
};
function parse12(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document5, diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const suite = root.metadata ?? {};
  const results = [];
  root.benchmarks.forEach((raw, index) => {
    const path = childPath("$.benchmarks", index);
    const bench = readRecord(Benchmark2, raw, source.name, path, diagnostics);
    if (!bench) return;
    const metadata = { ...suite, ...bench.metadata };
    const result = toResult9(metadata, bench.runs, source.name, path, diagnostics);
    if (result) keepResult(results, result);
  });
  return { results, diagnostics, environment: environmentOf3(suite, root.benchmarks) };
}
function toResult9(metadata, runs, file, path, diagnostics) {
  const name = metadata.name;
  if (typeof name !== "string") {
    diagnostics.push(
      diagnostic("error", file, `${path}.metadata.name`, "benchmark has no name; skipped")
    );
    return void 0;
  }
  const unitName = typeof metadata.unit === "string" ? metadata.unit : "second";
  const unit = UNITS[unitName] ?? { metric: "custom", unit: unitName, direction: "unknown" };
  const factor = unitName === "second" ? 1e9 : 1;
  const values = [];
  runs.forEach((raw, r) => {
    const run = readRecord(Run2, raw, file, childPath(`${path}.runs`, r), diagnostics);
    for (const value of run?.values ?? []) values.push(value);
  });
  const samples = toSamples(values, factor, file, `${path}.runs`, diagnostics);
  return {
    benchmark: { name },
    metric: unit.metric,
    metricName: unitName,
    unit: unit.unit,
    direction: unit.direction,
    samples,
    ...samples.length === 0 ? { error: "no values (only calibration or warmup runs)" } : {},
    format: "pyperf-json",
    source: { file, jsonPath: path }
  };
}
function environmentOf3(suite, benchmarks) {
  const first = benchmarks[0];
  const metadata = { ...first?.metadata, ...suite };
  const environment = {};
  const set = (key, value) => {
    if (typeof value === "string" || typeof value === "number") environment[key] = String(value);
  };
  set("cpu", metadata.cpu_model_name);
  set("cores", metadata.cpu_count);
  set("frequency", metadata.cpu_freq);
  set("os", metadata.platform);
  set(
    "runtime",
    [metadata.python_implementation, metadata.python_version].filter((v) => typeof v === "string").join(" ") || void 0
  );
  set("compiler", metadata.python_compiler);
  return environment;
}

// src/parse/formats/tinybench-table-json.ts
var import_stats_base_dists_t_quantile = __toESM(require_lib(), 1);
var Row = external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.null()]));
var tinybenchTableJson = {
  id: "tinybench-table-json",
  harness: "tinybench table()",
  detect: ({ text }) => /"Task [Nn]ame"\s*:/.test(text) && isJsonArrayDocument(text, "object"),
  parse: parse13
};
function parse13(source) {
  const diagnostics = [];
  const rows = readJsonRoot(source, external_exports.array(external_exports.unknown()), diagnostics);
  const results = [];
  rows?.forEach((raw, index) => {
    const path = childPath("$", index);
    const row2 = raw === null ? void 0 : readRecord(Row, raw, source.name, path, diagnostics);
    const name = row2?.["Task name"] ?? row2?.["Task Name"];
    if (!row2 || typeof name !== "string") {
      if (raw !== null && row2)
        diagnostics.push(diagnostic("error", source.name, path, "row has no task name; skipped"));
      return;
    }
    const result = toResult10(name, row2, source.name, path);
    if (result) keepResult(results, result);
    else diagnostics.push(diagnostic("error", source.name, path, `"${name}": no latency column`));
  });
  return { results, diagnostics, environment: {} };
}
function toResult10(name, row2, file, path) {
  const base4 = {
    benchmark: { name },
    metric: "wall-time",
    metricName: "latency",
    unit: "ns",
    direction: "lower-is-better",
    samples: [],
    format: "tinybench-table-json",
    source: { file, jsonPath: path }
  };
  if (typeof row2.Error === "string")
    return { ...base4, failure: { message: failureMessage(row2.Error, "the task threw an error") } };
  const n2 = typeof row2.Samples === "number" ? row2.Samples : Number(row2.Samples ?? 1);
  const mean = column(row2, /^(?:Latency (?:avg|average)|Average Time) \((\S+)\)$/);
  const median = column(row2, /^Latency (?:med|median) \((\S+)\)$/);
  const rme = mean?.spread ?? percent(row2.Margin);
  if (!mean && !median) return void 0;
  const centre = mean ?? median;
  const critical = n2 > 1 ? (0, import_stats_base_dists_t_quantile.default)(0.975, n2 - 1) : void 0;
  const sd = mean && rme !== void 0 && critical !== void 0 ? rme / (100 * critical) * Math.sqrt(n2) * mean.value : void 0;
  const summary = summaryStats(n2, {
    mean: mean?.value,
    sd,
    median: median?.value,
    mad: median?.absoluteSpread
  });
  return {
    ...base4,
    ...summary ? { summary } : {},
    ...centre?.quantum === void 0 ? {} : { quantum: centre.quantum }
  };
}
function column(row2, header) {
  for (const [key, raw] of Object.entries(row2)) {
    const unit = header.exec(key)?.[1];
    const factor = unit === void 0 ? void 0 : nanosecondsPer(unit);
    if (factor === void 0 || raw === null) continue;
    const [valueText = "", spreadText] = String(raw).split("\xB1").map((part) => part.trim());
    const value = Number(valueText.replace(/,/g, ""));
    if (valueText === "" || !Number.isFinite(value)) return void 0;
    const relative = spreadText?.endsWith("%") ? percent(spreadText) : void 0;
    const absolute = spreadText !== void 0 && !spreadText.endsWith("%") ? Number(spreadText) * factor : void 0;
    return {
      value: value * factor,
      // tinybench 2.x writes the mean as an unrounded number: only printed text has a resolution.
      quantum: typeof raw === "string" ? printedQuantum(valueText, factor) : void 0,
      spread: relative,
      absoluteSpread: absolute !== void 0 && Number.isFinite(absolute) ? absolute : void 0
    };
  }
  return void 0;
}
function percent(text) {
  const match = /^±?\s*([\d.]+)\s*%$/.exec(String(text ?? "").trim());
  return match ? Number(match[1]) : void 0;
}

// src/parse/formats/tinybench-result.ts
var MILLISECOND = 1e6;
var figure2 = external_exports.number().nullable().optional();
var LatencyStatistics = external_exports.looseObject({
  samples: external_exports.array(external_exports.number().nullable()).nullable().optional(),
  sampleCount: figure2,
  samplesCount: figure2,
  mean: figure2,
  sd: figure2,
  median: figure2,
  p50: figure2,
  mad: figure2,
  min: figure2,
  max: figure2
});
var TaskResult = LatencyStatistics.extend({
  latency: LatencyStatistics.optional(),
  state: external_exports.string().optional(),
  error: external_exports.unknown().optional(),
  runtime: external_exports.string().optional(),
  runtimeVersion: external_exports.string().optional()
});
function latencyValues(stats, file, path, diagnostics) {
  const samples = toSamples(stats.samples ?? [], MILLISECOND, file, `${path}.samples`, diagnostics);
  if (samples.length > 0) return { samples };
  const scaled2 = (v) => typeof v === "number" ? v * MILLISECOND : void 0;
  const n2 = stats.sampleCount ?? stats.samplesCount ?? 1;
  const summary = summaryStats(n2, {
    mean: scaled2(stats.mean),
    sd: scaled2(stats.sd),
    median: scaled2(stats.median ?? stats.p50),
    mad: scaled2(stats.mad),
    min: scaled2(stats.min),
    max: scaled2(stats.max)
  });
  return summary ? { samples: [], summary } : { samples: [] };
}
function failureOf2(result) {
  if (result.error !== void 0 || result.state === "errored") {
    const withMessage = external_exports.object({ message: external_exports.string() }).safeParse(result.error);
    const message = withMessage.success ? withMessage.data.message : void 0;
    const fallback = result.state === "errored" ? 'tinybench task state "errored"' : "the task threw an error";
    return { failed: true, message: failureMessage(message, fallback) };
  }
  if (result.state !== void 0 && result.state !== "completed")
    return { failed: false, message: `tinybench task state "${result.state}"` };
  return void 0;
}

// src/parse/formats/tinybench-tasks-json.ts
var Task = external_exports.object({ name: external_exports.string(), result: TaskResult.nullable().optional() });
var BenchDocument = external_exports.looseObject({ name: external_exports.string().optional(), tasks: external_exports.array(external_exports.unknown()) });
var tinybenchTasksJson = {
  id: "tinybench-tasks-json",
  harness: "tinybench",
  detect: ({ text }) => /"result"\s*:\s*\{/.test(text) && /"(?:latency|period|hz)"\s*:/.test(text) && (isJsonArrayDocument(text) || /"tasks"\s*:\s*\[/.test(text)),
  parse: parse14
};
function parse14(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, external_exports.union([external_exports.array(external_exports.unknown()), BenchDocument]), diagnostics);
  const tasks = Array.isArray(root) ? root : root?.tasks;
  const tasksPath = Array.isArray(root) ? "$" : "$.tasks";
  const suite = Array.isArray(root) || !root?.name ? void 0 : root.name;
  const results = [];
  let environment = {};
  tasks?.forEach((raw, index) => {
    const path = childPath(tasksPath, index);
    const task = readRecord(Task, raw, source.name, path, diagnostics);
    if (!task) return;
    if (!task.result) {
      diagnostics.push(
        diagnostic(
          "warning",
          source.name,
          `${path}.result`,
          `"${task.name}" has no result (not run)`
        )
      );
      return;
    }
    if (task.result.runtime !== void 0)
      environment = {
        runtime: [task.result.runtime, task.result.runtimeVersion].filter(Boolean).join(" ")
      };
    keepResult(results, toResult11(task.name, suite, task.result, source.name, path, diagnostics));
  });
  return { results, diagnostics, environment };
}
function toResult11(name, suite, result, file, path, diagnostics) {
  const failure = failureOf2(result);
  const latency = result.latency;
  const values = failure ? { samples: [] } : latency ? latencyValues(latency, file, `${path}.result.latency`, diagnostics) : latencyValues(result, file, `${path}.result`, diagnostics);
  return {
    benchmark: suite === void 0 ? { name } : { suite, name },
    metric: "wall-time",
    metricName: "latency",
    unit: "ns",
    direction: "lower-is-better",
    ...values,
    ...failure === void 0 ? {} : failure.failed ? { failure: { message: failure.message } } : { error: failure.message },
    format: "tinybench-tasks-json",
    source: { file, jsonPath: path }
  };
}

// src/parse/formats/vitest-bench-json.ts
var figure3 = external_exports.number().nullable().optional();
var Entry2 = LatencyStatistics.extend({
  name: external_exports.string(),
  p75: figure3,
  rme: figure3,
  hz: figure3,
  period: figure3,
  totalTime: figure3
});
var Group2 = external_exports.object({ fullName: external_exports.string(), benchmarks: external_exports.array(external_exports.unknown()) });
var File = external_exports.object({ filepath: external_exports.string().optional(), groups: external_exports.array(external_exports.unknown()) });
var Document6 = external_exports.object({ files: external_exports.array(external_exports.unknown()) });
var vitestBenchJson = {
  id: "vitest-bench-json",
  harness: "vitest bench",
  detect: ({ text }) => /"files"\s*:/.test(text) && /"groups"\s*:/.test(text) && /"fullName"\s*:/.test(text),
  parse: parse15
};
function parse15(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document6, diagnostics);
  const results = [];
  root?.files.forEach((rawFile, f) => {
    const filePath = childPath("$.files", f);
    const file = readRecord(File, rawFile, source.name, filePath, diagnostics);
    file?.groups.forEach((rawGroup, g) => {
      const groupPath = childPath(`${filePath}.groups`, g);
      const group = readRecord(Group2, rawGroup, source.name, groupPath, diagnostics);
      group?.benchmarks.forEach((rawEntry, b) => {
        const path = childPath(`${groupPath}.benchmarks`, b);
        const entry = readRecord(Entry2, rawEntry, source.name, path, diagnostics);
        if (entry) results.push(toResult12(group.fullName, entry, source.name, path, diagnostics));
      });
    });
  });
  return { results, diagnostics, environment: {} };
}
function toResult12(suite, entry, file, path, diagnostics) {
  const common = {
    benchmark: { suite, name: entry.name },
    metric: "wall-time",
    metricName: "latency",
    unit: "ns",
    direction: "lower-is-better",
    format: "vitest-bench-json",
    source: { file, jsonPath: path }
  };
  if (threw(entry)) return { ...common, samples: [], failure: { message: THREW } };
  return {
    ...common,
    ...withQuartileSpread(latencyValues(entry, file, path, diagnostics), entry.p75)
  };
}
var THREW = "the benchmark threw: vitest wrote no timing for it (and vitest bench exits 0)";
function threw(entry) {
  const timings = [
    entry.mean,
    entry.median,
    entry.p50,
    entry.sd,
    entry.min,
    entry.max,
    entry.p75,
    entry.hz,
    entry.period,
    entry.totalTime,
    entry.sampleCount,
    entry.samplesCount
  ];
  return entry.rme === 0 && Array.isArray(entry.samples) && entry.samples.length === 0 && timings.every((v) => v === void 0 || v === null);
}
function withQuartileSpread(values, p75Ms) {
  const summary = values.summary;
  if (summary === void 0 || summary.mad !== void 0 || summary.median === void 0)
    return values;
  if (typeof p75Ms !== "number" || !Number.isFinite(p75Ms)) return values;
  const spread = p75Ms * 1e6 - summary.median;
  return spread > 0 ? { ...values, summary: { ...summary, mad: spread } } : values;
}

// src/parse/formats/benchmarkdotnet-json.ts
var figure4 = external_exports.number().nullable().optional();
var Benchmark3 = external_exports.object({
  DisplayInfo: external_exports.string().nullable().optional(),
  Namespace: external_exports.string().nullable().optional(),
  Type: external_exports.string().nullable().optional(),
  Method: external_exports.string().nullable().optional(),
  Parameters: external_exports.string().nullable().optional(),
  FullName: external_exports.string().nullable().optional(),
  Statistics: external_exports.object({
    OriginalValues: external_exports.array(external_exports.number().nullable()).nullable().optional(),
    N: external_exports.number(),
    Mean: figure4,
    StandardDeviation: figure4,
    Median: figure4,
    Min: figure4,
    Max: figure4
  }).nullable().optional(),
  Memory: external_exports.object({ BytesAllocatedPerOperation: figure4 }).nullable().optional(),
  Measurements: external_exports.array(
    external_exports.object({
      IterationMode: external_exports.string(),
      IterationStage: external_exports.string().optional(),
      Operations: external_exports.number(),
      Nanoseconds: external_exports.number().nullable()
    })
  ).nullable().optional()
});
var Document7 = external_exports.object({
  HostEnvironmentInfo: external_exports.looseObject({}).nullable().optional(),
  Benchmarks: external_exports.array(external_exports.unknown())
});
var benchmarkDotNetJson = {
  id: "benchmarkdotnet-json",
  harness: "BenchmarkDotNet",
  aliases: ["benchmarkdotnet"],
  detect: ({ text }) => /"HostEnvironmentInfo"\s*:/.test(text) && /"Benchmarks"\s*:/.test(text),
  parse: parse16
};
function parse16(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document7, diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const environment = environmentOf4(root.HostEnvironmentInfo ?? {}, source.name, diagnostics);
  const entries = root.Benchmarks.flatMap((raw, index) => {
    const path = childPath("$.Benchmarks", index);
    const entry = readRecord(Benchmark3, raw, source.name, path, diagnostics);
    return entry ? [{ entry, path }] : [];
  });
  const names = entries.map(({ entry }) => nameOf(entry));
  const counts = /* @__PURE__ */ new Map();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const results = entries.flatMap(({ entry, path }, i) => {
    const name = names[i] ?? "";
    const job = (counts.get(name) ?? 0) > 1 ? jobOf(entry) : void 0;
    const benchmark = job ? { name, params: { job } } : { name };
    return toResults(entry, benchmark, source.name, path, diagnostics);
  });
  return { results, diagnostics, environment };
}
function nameOf(entry) {
  const method = [entry.Namespace, entry.Type, entry.Method].filter(Boolean).join(".");
  if (method === "") return entry.FullName ?? entry.DisplayInfo ?? "(unnamed)";
  return entry.Parameters ? `${method}(${entry.Parameters})` : method;
}
function jobOf(entry) {
  return /:\s*(.+)$/.exec(entry.DisplayInfo ?? "")?.[1];
}
function toResults(entry, benchmark, file, path, diagnostics) {
  const time = {
    benchmark,
    metric: "wall-time",
    metricName: "time",
    unit: "ns",
    direction: "lower-is-better",
    format: "benchmarkdotnet-json",
    source: { file, jsonPath: path }
  };
  const measured = (entry.Measurements ?? []).filter(isWorkloadResult);
  const values = measured.length ? measured.map((m) => m.Nanoseconds === null ? null : m.Nanoseconds / m.Operations) : entry.Statistics?.OriginalValues ?? [];
  const where = measured.length ? `${path}.Measurements` : `${path}.Statistics.OriginalValues`;
  const samples = toSamples(values, 1, file, where, diagnostics);
  const stats = entry.Statistics;
  const summary = samples.length === 0 && stats ? summaryStats(stats.N, {
    mean: stats.Mean,
    sd: stats.StandardDeviation,
    median: stats.Median,
    min: stats.Min,
    max: stats.Max
  }) : void 0;
  if (samples.length === 0 && !summary)
    return [
      {
        ...time,
        samples: [],
        failure: { message: "no measurements: the benchmark failed to run" }
      }
    ];
  if (samples.length > 0 && samples.every((s) => s === 0))
    diagnostics.push(
      diagnostic(
        "info",
        file,
        where,
        `"${benchmark.name}" measures 0 ns, below the timer's resolution: it is not compared`
      )
    );
  const results = [{ ...time, samples, ...summary ? { summary } : {} }];
  const allocated = entry.Memory?.BytesAllocatedPerOperation;
  if (typeof allocated === "number")
    keepResult(results, {
      ...time,
      metric: "memory",
      metricName: "Allocated",
      unit: "B",
      samples: [],
      summary: { n: 1, mean: allocated },
      deterministic: true,
      source: { file, jsonPath: `${path}.Memory` }
    });
  return results;
}
function isWorkloadResult(m) {
  return m.IterationMode === "Workload" && m.IterationStage === "Result" || m.IterationMode === "Result";
}
function environmentOf4(info, file, diagnostics) {
  const text = (v) => typeof v === "string" || typeof v === "number" ? String(v) : "";
  const build = text(info.BuildConfiguration ?? info.Configuration).toLowerCase();
  const entries = [
    ["cpu", text(info.ProcessorName)],
    ["cores", text(info.LogicalCoreCount)],
    ["os", text(info.OsVersion)],
    ["arch", text(info.Architecture)],
    ["runtime", text(info.RuntimeVersion)],
    ["build-type", build],
    [
      "harness",
      [text(info.BenchmarkDotNetCaption), text(info.BenchmarkDotNetVersion)].join(" ").trim()
    ]
  ];
  if (build === "debug")
    diagnostics.push(
      diagnostic(
        "warning",
        file,
        "$.HostEnvironmentInfo.Configuration",
        "the benchmarks were built in Debug configuration; their timings are not representative"
      )
    );
  if (info.HasAttachedDebugger === true)
    diagnostics.push(
      diagnostic(
        "warning",
        file,
        "$.HostEnvironmentInfo.HasAttachedDebugger",
        "a debugger was attached while the benchmarks ran; their timings are not representative"
      )
    );
  return Object.fromEntries(entries.filter(([, value]) => value !== ""));
}

// src/parse/formats/criterion-samples.ts
function criterionResults(measured, format2, source, diagnostics) {
  const location = source.jsonPath ?? `line ${String(source.line)}`;
  if (measured.iters.length !== measured.times.length)
    diagnostics.push(
      diagnostic(
        "warning",
        source.file,
        location,
        `${measured.iters.length} iteration counts but ${measured.times.length} measurements; the extra ones were ignored`
      )
    );
  const perIteration = measured.times.slice(0, measured.iters.length).map((time2, i) => time2 === null ? null : time2 / (measured.iters[i] ?? Number.NaN));
  const normalized = normalizeUnit(measured.unit);
  const samples = toSamples(perIteration, normalized.factor, source.file, location, diagnostics);
  const time = {
    benchmark: { name: measured.name },
    metric: normalized.metric,
    metricName: "time",
    unit: normalized.unit,
    direction: normalized.direction,
    samples,
    format: format2,
    source
  };
  const { throughput } = measured;
  if (!throughput || normalized.unit !== "ns") return [time];
  const rates = samples.filter((ns) => ns > 0).map((ns) => throughput.perIteration * 1e9 / ns);
  const zero = samples.length - rates.length;
  if (zero > 0)
    diagnostics.push(
      diagnostic(
        "warning",
        source.file,
        location,
        `${plural(zero, "sample")} of 0 ns ${zero === 1 ? "has" : "have"} no finite throughput; left out of thrpt, kept in time`
      )
    );
  return [
    time,
    {
      ...time,
      metric: "throughput",
      metricName: "thrpt",
      unit: throughput.kind === "bytes" ? "B/s" : "ops/s",
      direction: "higher-is-better",
      samples: rates
    }
  ];
}

// src/parse/formats/cargo-criterion-json.ts
var Estimate2 = external_exports.object({ estimate: external_exports.number(), unit: external_exports.string() }).nullable().optional();
var BenchmarkComplete = external_exports.object({
  reason: external_exports.literal("benchmark-complete"),
  id: external_exports.string(),
  iteration_count: external_exports.array(external_exports.number()).optional(),
  measured_values: external_exports.array(external_exports.number().nullable()).optional(),
  unit: external_exports.string(),
  throughput: external_exports.array(external_exports.object({ per_iteration: external_exports.number(), unit: external_exports.string() })).nullable().optional(),
  typical: Estimate2
});
var cargoCriterionJson = {
  id: "cargo-criterion-json",
  harness: "cargo-criterion",
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*\{.*"reason"\s*:\s*"benchmark-complete"/m.test(text),
  parse: parse17
};
function parse17(source) {
  const diagnostics = [];
  const results = [];
  source.text.split(/\r?\n/).forEach((raw, index) => {
    if (!/"reason"\s*:\s*"benchmark-complete"/.test(raw)) return;
    const line = index + 1;
    const tooLarge = jsonTreeTooLarge(raw);
    if (tooLarge !== void 0) {
      diagnostics.push(diagnostic("error", source.name, `line ${line}`, tooLarge));
      return;
    }
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      diagnostics.push(
        diagnostic("error", source.name, `line ${line}`, "is not a complete JSON message; skipped")
      );
      return;
    }
    const message = readRecord(
      BenchmarkComplete,
      value,
      source.name,
      `line ${line}: $`,
      diagnostics
    );
    if (message) keepResults(results, toResults2(message, source.name, line, diagnostics));
  });
  return { results, diagnostics, environment: {} };
}
function toResults2(message, file, line, diagnostics) {
  const [throughput] = message.throughput ?? [];
  if (message.measured_values && message.iteration_count)
    return criterionResults(
      {
        name: message.id,
        iters: message.iteration_count,
        times: message.measured_values,
        unit: message.unit,
        throughput: throughput && {
          perIteration: throughput.per_iteration,
          kind: throughput.unit.startsWith("bytes") ? "bytes" : "elements"
        }
      },
      "cargo-criterion-json",
      { file, line },
      diagnostics
    );
  if (!message.typical) {
    diagnostics.push(
      diagnostic("error", file, `line ${line}`, `"${message.id}" has no measurements; skipped`)
    );
    return [];
  }
  const normalized = normalizeUnit(message.typical.unit);
  return [
    {
      benchmark: { name: message.id },
      metric: normalized.metric,
      metricName: "time",
      unit: normalized.unit,
      direction: normalized.direction,
      samples: [],
      summary: { n: 1, mean: message.typical.estimate * normalized.factor },
      format: "cargo-criterion-json",
      source: { file, line }
    }
  ];
}

// src/parse/formats/catch2-wrapping.ts
var BREAKABLE_BEFORE = /^[[({<|]$/;
var BREAKABLE_AFTER = /^[\])}>.,:;*+\-=&/\\]$/;
var WHITESPACE = /^[ \t]$/;
function unwrapName(lines, width) {
  let name = lines[0]?.text ?? "";
  for (let i = 1; i < lines.length; i++) {
    const previous = lines[i - 1];
    const next = lines[i]?.text ?? "";
    if (previous === void 0 || next === "") continue;
    if (isCutWord(previous, next, width)) name = name.slice(0, -1) + next;
    else name += (spaceAtBreak(previous.text, next) ? " " : "") + next;
  }
  return name;
}
function continuesName(previous, next, width) {
  if (isCutWord(previous, next, width)) return true;
  const gap = spaceAtBreak(previous.text, next) ? 1 : 0;
  return printedWidth(previous) + gap + printedLength(firstChunk(next)) > width;
}
function isCutWord(previous, next, width) {
  const { text } = previous;
  if (!text.endsWith("-") || printedWidth(previous) !== width || next === "") return false;
  const cut = text.slice(0, -1);
  const original = cut + next;
  for (let at = 1; at <= cut.length; at++) if (isBoundary(original, at)) return false;
  return true;
}
function spaceAtBreak(before, after) {
  const last = before.at(-1) ?? "";
  const first = after.at(0) ?? "";
  if (BREAKABLE_AFTER.test(last)) {
    if (before.at(-2) === " ") return true;
    if (last === "," || last === ";") return true;
    if (last === ":") return before.at(-2) !== ":";
    if (")]}>".includes(last)) return /^[\p{L}\p{N}_"'`]/u.test(first);
    return false;
  }
  if (BREAKABLE_BEFORE.test(first)) return first === "|";
  return true;
}
function firstChunk(text) {
  for (let at = 1; at < text.length; at++) if (isBoundary(text, at)) return text.slice(0, at);
  return text;
}
function isBoundary(text, at) {
  const here = text.charAt(at);
  const before = text.charAt(at - 1);
  return at >= text.length || WHITESPACE.test(here) && !WHITESPACE.test(before) || BREAKABLE_BEFORE.test(here) || BREAKABLE_AFTER.test(before);
}
function printedWidth(line) {
  return line.indent + printedLength(line.text);
}
function printedLength(text) {
  let length = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    length += code < 128 ? 1 : code < 2048 ? 2 : code < 65536 ? 3 : 4;
  }
  return length;
}

// src/parse/formats/catch2-text.ts
var TABLE_HEADER = /^benchmark name\s+samples\s+iterations\s+(estimated|est run time|mean)\s*$/;
var NAME_ROW = /^((?:.*?\S)?)\s+(\d+)\s+(\d+)\s+([\d.]+(?:e[+-]?\d+)?)\s+(\S+)$/;
var ESTIMATE_ROW = /^\s+(\S+)\s+(\S+)\s+\S+\s+\S+\s+\S+\s+\S+$/;
var RULE = /^-{20,}$/;
var FAILED_MARK = "Benchmark failed (";
var VERSION = /is a (Catch2? v[\d.]+\S*) host application/;
var NAME_WIDTH_BELOW_RULE = 44;
var SECTION_INDENT = 2;
var catch2Text = {
  id: "catch2-text",
  harness: "Catch2",
  aliases: ["catch2"],
  detect: ({ text }) => /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time|mean)\s*$/m.test(text),
  parse: parse18
};
function parse18(source) {
  const diagnostics = [];
  const results = [];
  const environment = {};
  const cursor = { lines: source.text.split(/\r?\n/).map((l) => l.trimEnd()), index: 0 };
  let testCase;
  let table;
  let nameLines = [];
  for (; cursor.index < cursor.lines.length; cursor.index++) {
    const line = cursor.lines[cursor.index] ?? "";
    const version = VERSION.exec(line);
    if (version?.[1]) environment.harness = version[1];
    if (RULE.test(line)) {
      const header = readTestCaseHeader(cursor);
      if (header !== void 0) {
        testCase = header;
        table = void 0;
      }
      continue;
    }
    const tableHeader = TABLE_HEADER.exec(line);
    if (tableHeader) {
      table = readTableHeader(cursor, tableHeader[1] === "mean");
      nameLines = [];
      continue;
    }
    if (!table) continue;
    if (line.trim() === "" || line.startsWith("=====")) {
      nameLines = [];
      continue;
    }
    const failedRow = failedRowOf(line);
    if (failedRow) {
      const name2 = unwrapName(
        [...nameLines, { text: failedRow[1].trim(), indent: 0 }],
        table.nameWidth
      );
      nameLines = [];
      const message = failureMessage(failedRow[2], "the benchmark failed");
      keepResult(results, {
        ...identityOf(name2, testCase),
        samples: [],
        failure: { message },
        source: { file: source.name, line: cursor.index + 1 }
      });
      continue;
    }
    const row2 = NAME_ROW.exec(line);
    if (!row2) {
      nameLines.push({ text: line.trim(), indent: 0 });
      continue;
    }
    const name = unwrapName(
      [...nameLines, { text: (row2[1] ?? "").trim(), indent: 0 }],
      table.nameWidth
    );
    nameLines = [];
    const read = { cursor, name, testCase, samples: Number(row2[2]), file: source.name };
    const result = table.meanOnly ? readMeanColumn(read, row2[4] ?? "", row2[5] ?? "", diagnostics) : readEstimates(read, diagnostics);
    if (result) keepResult(results, result);
  }
  return { results, diagnostics, environment };
}
function readTableHeader(cursor, meanOnly) {
  for (let i = cursor.index + 1; i < cursor.lines.length && i <= cursor.index + 3; i++) {
    const line = cursor.lines[i] ?? "";
    if (RULE.test(line)) {
      cursor.index = i;
      return { meanOnly, nameWidth: Math.max(line.length - NAME_WIDTH_BELOW_RULE, 1) };
    }
  }
  cursor.index += meanOnly ? 1 : 3;
  return { meanOnly, nameWidth: 79 - NAME_WIDTH_BELOW_RULE };
}
function readTestCaseHeader(cursor) {
  const width = (cursor.lines[cursor.index] ?? "").length;
  const names = [];
  for (let i = cursor.index + 1; i < cursor.lines.length && i <= cursor.index + 16; i++) {
    const line = cursor.lines[i] ?? "";
    if (RULE.test(line)) {
      if (names.length === 0) return void 0;
      cursor.index = i;
      return names.map((name) => unwrapName(name.lines, width)).join(" / ");
    }
    const text = line.trimStart();
    if (text === "") return void 0;
    const printed = { text, indent: line.length - text.length };
    const current = names.at(-1);
    if (current && continuesHeaderName(current, printed, width)) current.lines.push(printed);
    else names.push(startHeaderName(line, current ? SECTION_INDENT : 0));
  }
  return void 0;
}
function startHeaderName(line, indent) {
  const own = line.slice(indent);
  const colon = own.indexOf(": ");
  const text = line.trimStart();
  return {
    hangingIndent: indent + (colon >= 0 ? colon + 2 : 0),
    lines: [{ text, indent: line.length - text.length }]
  };
}
function continuesHeaderName(name, line, width) {
  if (line.indent < SECTION_INDENT) return true;
  const last = name.lines.at(-1);
  return line.indent === name.hangingIndent && last !== void 0 && continuesName(last, line.text, width);
}
function readEstimates(read, diagnostics) {
  const { cursor, name, file } = read;
  const lineNumber = cursor.index + 1;
  const mean = ESTIMATE_ROW.exec(cursor.lines[cursor.index + 1] ?? "");
  const sd = ESTIMATE_ROW.exec(cursor.lines[cursor.index + 2] ?? "");
  const meanFactor = nanosecondsPer(mean?.[2] ?? "");
  const sdFactor = nanosecondsPer(sd?.[2] ?? "");
  if (!mean || !sd || meanFactor === void 0 || sdFactor === void 0) {
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `line ${lineNumber}`,
        `benchmark "${name}" is not followed by its mean and std dev rows; skipped`
      )
    );
    return void 0;
  }
  cursor.index += 2;
  const meanText = mean[1] ?? "";
  return toResult13(read, lineNumber, meanText, meanFactor, Number(sd[1]) * sdFactor);
}
function readMeanColumn(read, meanText, unit, diagnostics) {
  const lineNumber = read.cursor.index + 1;
  const factor = nanosecondsPer(unit);
  if (factor === void 0) {
    diagnostics.push(
      diagnostic(
        "error",
        read.file,
        `line ${lineNumber}`,
        `benchmark "${read.name}" has a mean in an unknown unit "${unit}"; skipped`
      )
    );
    return void 0;
  }
  return toResult13(read, lineNumber, meanText, factor, void 0);
}
function toResult13({ name, testCase, samples, file }, line, meanText, meanFactor, sd) {
  const summary = summaryStats(samples, { mean: Number(meanText) * meanFactor, sd });
  const quantum = printedQuantum(meanText, meanFactor);
  return {
    ...identityOf(name, testCase),
    samples: [],
    ...summary ? { summary } : {},
    ...quantum === void 0 ? {} : { quantum },
    source: { file, line }
  };
}
function failedRowOf(line) {
  if (!line.endsWith(")")) return null;
  const at = line.indexOf(FAILED_MARK);
  if (at < 0) return null;
  return [line, line.slice(0, at).trimEnd(), line.slice(at + FAILED_MARK.length, -1)];
}
function identityOf(name, testCase) {
  return {
    benchmark: testCase === void 0 ? { name } : { suite: testCase, name },
    metric: "wall-time",
    metricName: "mean",
    unit: "ns",
    direction: "lower-is-better",
    format: "catch2-text"
  };
}

// src/parse/formats/catch2-xml.ts
var TAG = /<(\/?)([A-Za-z][\w.-]*)((?:\s+[\w:.-]+\s*=\s*"[^"]*")*)\s*(\/?)>|<!--[\s\S]*?(?:-->|$)|<\?[\s\S]*?(?:\?>|$)/g;
var ATTRIBUTE = /([\w:.-]+)\s*=\s*"([^"]*)"/g;
var SCOPES = /* @__PURE__ */ new Set(["TestCase", "Section"]);
var catch2Xml = {
  id: "catch2-xml",
  harness: "Catch2",
  detect: ({ text }) => /<(Catch|Catch2TestRun)\b/.test(text) && text.includes("<BenchmarkResults"),
  parse: parse19
};
function parse19(source) {
  const diagnostics = [];
  const results = [];
  const environment = {};
  const scopes = [];
  const stack = [];
  let benchmark;
  let unanalysed;
  const lineOf = lineCounter(source.text);
  for (const match of source.text.matchAll(TAG)) {
    const [, closing, tag, rawAttributes = "", selfClosing] = match;
    if (tag === void 0) continue;
    const attributes = readAttributes(rawAttributes);
    const line = lineOf(match.index);
    if (closing) {
      if (stack.pop() !== tag) {
        diagnostics.push(
          diagnostic("error", source.name, `line ${line}`, `unexpected </${tag}>; reading stopped`)
        );
        break;
      }
      if (SCOPES.has(tag)) scopes.pop();
      if (tag === "BenchmarkResults" && benchmark) {
        if (withoutAnalysis(benchmark)) unanalysed ??= benchmark.line;
        keepResult(results, toResult14(benchmark, scopes, source.name, diagnostics));
        benchmark = void 0;
      }
      continue;
    }
    if (tag === "Catch2TestRun" && attributes["catch2-version"])
      environment.harness = `Catch2 v${attributes["catch2-version"]}`;
    if (benchmark) benchmark.children.set(tag, attributes);
    if (selfClosing) continue;
    stack.push(tag);
    if (SCOPES.has(tag)) scopes.push(attributes.name ?? "");
    if (tag === "BenchmarkResults")
      benchmark = { name: attributes.name ?? "", line, attributes, children: /* @__PURE__ */ new Map() };
  }
  if (stack.length > 0 && !diagnostics.some((d) => d.severity === "error"))
    diagnostics.push(
      diagnostic(
        "error",
        source.name,
        `line ${lineOf(source.text.length)}`,
        `the XML ends inside <${stack.join("> <")}>; the file is truncated`
      )
    );
  if (unanalysed !== void 0)
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        `line ${unanalysed}`,
        "Catch2 ran with --benchmark-no-analysis: it wrote means without a standard deviation, so no change can be tested; run without that flag"
      )
    );
  return { results, diagnostics, environment };
}
function withoutAnalysis(open) {
  const sd = open.children.get("standardDeviation");
  return sd !== void 0 && numberOrUndefined(sd.ci) === 0 && numberOrUndefined(sd.value) === 0;
}
function toResult14(open, scopes, file, diagnostics) {
  const suite = scopes.filter(Boolean).join(" / ");
  const base4 = {
    benchmark: suite ? { suite, name: open.name } : { name: open.name },
    metric: "wall-time",
    metricName: "mean",
    unit: "ns",
    direction: "lower-is-better",
    format: "catch2-xml",
    source: { file, line: open.line }
  };
  const failed3 = open.children.get("failed");
  if (failed3)
    return {
      ...base4,
      samples: [],
      failure: { message: failureMessage(failed3.message, "the benchmark failed") }
    };
  const mean = numberOrUndefined(open.children.get("mean")?.value);
  const sd = withoutAnalysis(open) ? void 0 : numberOrUndefined(open.children.get("standardDeviation")?.value);
  const n2 = numberOrUndefined(open.attributes.samples) ?? 1;
  const outlierVariance = sd === void 0 ? void 0 : numberOrUndefined(open.children.get("outliers")?.variance);
  const summary = summaryStats(n2, { mean, sd, outlierVariance });
  if (!summary)
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `line ${open.line}`,
        `benchmark "${open.name}" has no <mean value>; it cannot be compared`
      )
    );
  else if (summary.mean !== void 0 && summary.mean < 0)
    diagnostics.push(
      diagnostic("error", file, `line ${open.line}`, "negative mean: a time cannot be negative")
    );
  const quantum = printedQuantum(open.children.get("mean")?.value ?? "", 1);
  return {
    ...base4,
    samples: [],
    ...summary ? { summary } : {},
    ...quantum === void 0 ? {} : { quantum }
  };
}
function lineCounter(text) {
  let line = 1;
  let at = 0;
  return (offset) => {
    for (; at < offset && at < text.length; at++) if (text.charCodeAt(at) === 10) line++;
    return line;
  };
}
function readAttributes(text) {
  const attributes = {};
  for (const [, key = "", value = ""] of text.matchAll(ATTRIBUTE)) attributes[key] = decode(value);
  return attributes;
}
function decode(text) {
  return text.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (entity, code) => {
    const named = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
    if (!code.startsWith("#")) return named[code.toLowerCase()] ?? entity;
    const point = /^#x/i.test(code) ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return point <= 1114111 ? String.fromCodePoint(point) : entity;
  });
}
function numberOrUndefined(text) {
  if (text === void 0 || text.trim() === "") return void 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : void 0;
}

// src/parse/formats/criterion-json.ts
var FILE = /^(?:(.*)\/)?(new|base|change)\/(benchmark|estimates|sample|tukey)\.json$/;
var OTHER_FILE = /^(?:(.*)\/)?(?:(?:new|base)\/raw\.csv|report\/.*\.(?:html|svg|js|css))$/;
var BenchmarkFile = external_exports.object({
  full_id: external_exports.string(),
  throughput: external_exports.record(external_exports.string(), external_exports.number()).nullable().optional()
});
var Point = external_exports.object({ point_estimate: external_exports.number() }).nullable().optional();
var EstimatesFile = external_exports.object({ mean: Point, median: Point, std_dev: Point });
var SampleFile = external_exports.object({ iters: external_exports.array(external_exports.number()), times: external_exports.array(external_exports.number().nullable()) });
var criterionJson = {
  id: "criterion-json",
  harness: "Criterion.rs",
  detect: (source) => setOf(source) !== void 0,
  parse: (source) => parseSet([source]),
  fileSet: { claimsName, setOf, parseSet }
};
function claimsName(name) {
  const path = name.replaceAll("\\", "/");
  return FILE.test(path) || /\.(?:csv|html|svg|js|css)$/.test(path) && OTHER_FILE.test(path);
}
function setOf({ name, text }) {
  const path = name.replaceAll("\\", "/");
  const file = FILE.exec(path);
  if (file) {
    const looksRight = file[3] === "benchmark" ? /"full_id"\s*:/.test(text) : file[3] === "estimates" ? /"point_estimate"\s*:/.test(text) : file[3] === "sample" ? /"iters"\s*:/.test(text) && /"times"\s*:/.test(text) : isJsonArrayDocument(text, "number");
    return looksRight ? `criterion:${file[1] ?? ""}` : void 0;
  }
  const other = /\.(?:csv|html|svg|js|css)$/.test(path) ? OTHER_FILE.exec(path) : null;
  return other ? `criterion:${other[1] ?? ""}` : void 0;
}
function parseSet(sources) {
  const diagnostics = [];
  const latest = /* @__PURE__ */ new Map();
  for (const source of sources) {
    const match = FILE.exec(source.name.replaceAll("\\", "/"));
    if (match?.[2] === "new") latest.set(match[3] ?? "", source);
  }
  const benchmarkFile = latest.get("benchmark");
  if (!benchmarkFile) {
    const first = sources.find((s) => FILE.test(s.name.replaceAll("\\", "/")));
    if (latest.size > 0)
      diagnostics.push(
        diagnostic("error", first?.name ?? "", "", "has no new/benchmark.json beside it; skipped")
      );
    else if (first)
      diagnostics.push(
        diagnostic(
          "info",
          first.name,
          "",
          "only Criterion's base/ or change/ files (its previous local run) were found; skipped"
        )
      );
    return { results: [], diagnostics, environment: {} };
  }
  const benchmark = readFile(BenchmarkFile, benchmarkFile, diagnostics);
  if (!benchmark) return { results: [], diagnostics, environment: {} };
  const throughput = throughputOf(benchmark.throughput);
  const sampleFile = latest.get("sample");
  const samples = sampleFile && readFile(SampleFile, sampleFile, diagnostics);
  if (sampleFile && samples)
    return {
      results: criterionResults(
        { name: benchmark.full_id, ...samples, unit: "ns", throughput },
        "criterion-json",
        { file: sampleFile.name, jsonPath: "$" },
        diagnostics
      ),
      diagnostics,
      environment: {}
    };
  return {
    results: fromEstimates(benchmark.full_id, latest, diagnostics),
    diagnostics,
    environment: {}
  };
}
function fromEstimates(name, latest, diagnostics) {
  const file = latest.get("estimates");
  const estimates = file && readFile(EstimatesFile, file, diagnostics);
  const summary = estimates && summaryStats(1, {
    mean: estimates.mean?.point_estimate,
    median: estimates.median?.point_estimate
  });
  if (!file || !summary) {
    diagnostics.push(
      diagnostic(
        "error",
        file?.name ?? latest.get("benchmark")?.name ?? "",
        "",
        `benchmark "${name}" has neither new/sample.json nor estimates; skipped`
      )
    );
    return [];
  }
  return [
    {
      benchmark: { name },
      metric: "wall-time",
      metricName: "time",
      unit: "ns",
      direction: "lower-is-better",
      samples: [],
      summary,
      format: "criterion-json",
      source: { file: file.name, jsonPath: "$" }
    }
  ];
}
function readFile(schema, source, diagnostics) {
  return readJsonRoot(source, schema, diagnostics);
}
function throughputOf(value) {
  const [entry] = Object.entries(value ?? {});
  if (!entry) return void 0;
  return { perIteration: entry[1], kind: entry[0].startsWith("Bytes") ? "bytes" : "elements" };
}

// src/parse/formats/criterion-text.ts
var ESTIMATE = /^(\S(?:.*?\S)?)?\s*\b(time|thrpt):\s+\[([^\]]{0,200})\]/;
var CHANGE = /^\s+change:/;
var NOISE2 = /^(Benchmarking |Found \d+ outliers|Warning: |WARNING: |Gnuplot |\s)/;
var criterionText = {
  id: "criterion-text",
  harness: "Criterion.rs",
  detect: ({ text }) => /^(?:\S(?:.*?\S)?)?[ \t]+time:[ \t]+\[[\d.]+ \S+ [\d.]+ \S+ [\d.]+ \S+\]/m.test(text),
  parse: parse20
};
function parse20(source) {
  const diagnostics = [];
  const results = [];
  let candidate;
  let current;
  let inChange = false;
  source.text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const text = raw.trimEnd();
    const line = index + 1;
    if (CHANGE.test(text)) {
      inChange = true;
      return;
    }
    const estimate = ESTIMATE.exec(text);
    if (!estimate) {
      if (text !== "" && !NOISE2.test(text)) {
        candidate = { name: text, line };
        inChange = false;
      }
      return;
    }
    const [, name, kind = "", values = ""] = estimate;
    if (name !== void 0) {
      current = { name: name.trim(), line };
      inChange = false;
    } else if (kind === "time" && !inChange && candidate) {
      current = candidate;
    }
    candidate = void 0;
    if (inChange || values.includes("%") || !current) return;
    const result = readEstimate(values, kind, current, source.name, diagnostics);
    if (result) keepResult(results, result);
  });
  return { results, diagnostics, environment: {} };
}
function readEstimate(values, kind, benchmark, file, diagnostics) {
  const fields = values.trim().split(/\s+/);
  const [, , estimateText = "", unit = ""] = fields;
  const normalized = normalizeUnit(unit);
  const estimate = Number(estimateText);
  if (fields.length !== 6 || !Number.isFinite(estimate)) {
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `line ${benchmark.line}`,
        `"${kind}: [${values}]" is not three values with units; skipped`
      )
    );
    return void 0;
  }
  const quantum = printedQuantum(estimateText, normalized.factor);
  return {
    benchmark: { name: benchmark.name },
    metric: normalized.metric,
    metricName: kind,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary: { n: 1, mean: estimate * normalized.factor },
    ...quantum === void 0 ? {} : { quantum },
    format: "criterion-text",
    source: { file, line: benchmark.line }
  };
}

// src/parse/text/text-scan.ts
function isSpace(code) {
  if (code <= 32) return code === 32 || code >= 9 && code <= 13;
  if (code < 160) return false;
  return code === 160 || code === 5760 || code >= 8192 && code <= 8202 || code === 8232 || code === 8233 || code === 8239 || code === 8287 || code === 12288 || code === 65279;
}
var SPACE = new Uint8Array(65536);
for (let code = 0; code < SPACE.length; code++) SPACE[code] = isSpace(code) ? 1 : 0;
function isSpaceAt(text, index) {
  return SPACE[text.charCodeAt(index)] === 1;
}
function splitFields(text, start, scanFrom, end, fields) {
  let count = 0;
  let fieldStart = start;
  let i = scanFrom;
  for (; ; ) {
    while (i < end && SPACE[text.charCodeAt(i)] === 0) i++;
    fields[2 * count] = fieldStart;
    fields[2 * count + 1] = i;
    count++;
    while (i < end && SPACE[text.charCodeAt(i)] === 1) i++;
    if (i >= end) return count;
    fieldStart = i;
  }
}
function isField(text, start, end, word) {
  if (end - start !== word.length) return false;
  for (let i = 0; i < word.length; i++)
    if (text.charCodeAt(start + i) !== word.charCodeAt(i)) return false;
  return true;
}
function startsWithField(text, start, end, word) {
  const wordEnd = start + word.length;
  return wordEnd <= end && (wordEnd === end || SPACE[text.charCodeAt(wordEnd)] === 1) && text.slice(start, wordEnd) === word;
}
function ownCopy(text, start = 0, end = text.length) {
  return ` ${text.slice(start, end)}`.slice(1);
}

// src/parse/formats/go-procs-suffix.ts
function ending(fullName) {
  const match = /^(.+)-([1-9]\d*)$/.exec(fullName);
  if (match === null || match[2] === "1") return void 0;
  return { name: match[1] ?? "", procs: Number(match[2]) };
}
var MAX_ENDINGS = 6;
var MAX_LIST = 4;
function procsReader(fullNames) {
  const names = new Set(fullNames);
  const list = procsList(names);
  const singles = trueNames(names, list);
  return (fullName) => {
    if (list.has(1) && singles.has(fullName)) return { name: fullName, procs: 1 };
    const end = ending(fullName);
    if (end !== void 0 && list.has(end.procs)) return end;
    return { name: fullName, procs: 1 };
  };
}
function procsList(names) {
  const topLevel = /* @__PURE__ */ new Set();
  const endings = /* @__PURE__ */ new Set();
  for (const name of names) {
    const end = ending(name);
    if (end !== void 0) endings.add(end.procs);
    if (!name.includes("/")) topLevel.add(end?.procs ?? 1);
  }
  if (topLevel.size > 0) return topLevel;
  if (endings.size === 0) return NO_SUFFIX;
  let best;
  for (const list of candidateLists([...endings].sort((a, b) => a - b))) {
    if (best !== void 0 && list.size <= best.size) continue;
    const count = explainedCount(names, list);
    if (count === 0) continue;
    if (list.size === 1 || list.has(1) || count >= 2) best = list;
  }
  return best ?? NO_SUFFIX;
}
var NO_SUFFIX = /* @__PURE__ */ new Set([1]);
function candidateLists(endings) {
  const lists = endings.map((p) => /* @__PURE__ */ new Set([p]));
  if (endings.length > MAX_ENDINGS) return lists;
  const values = [1, ...endings];
  for (let mask = 1; mask < 1 << values.length; mask++) {
    const list = values.filter((_, i) => (mask & 1 << i) !== 0);
    if (list.length >= 2 && list.length <= MAX_LIST) lists.push(new Set(list));
  }
  return lists;
}
function printedName(name, procs) {
  return procs === void 0 || procs === 1 ? name : `${name}-${procs}`;
}
function trueNames(names, list) {
  const singles = /* @__PURE__ */ new Set();
  for (const name of names)
    for (const procs of list) {
      const base4 = procs === 1 ? name : ending(name)?.procs === procs ? ending(name)?.name : void 0;
      if (base4 === void 0) continue;
      let all = true;
      for (const other of list) if (!names.has(printedName(base4, other))) all = false;
      if (all) singles.add(base4);
    }
  return singles;
}
function explainedCount(names, list) {
  const singles = trueNames(names, list);
  if (singles.size * list.size !== names.size) return 0;
  return singles.size;
}

// src/parse/formats/go-package-failure.ts
var CRASH_LINE = /^(?:panic: |fatal error: |SIG[A-Z]+: )/;
var EXIT_LINE = /^exit status (\d+)$/;
var FAIL_LINE = /^FAIL\s+(\S+)(?:\s+\[([^\]]*)\])?/;
var OK_LINE = /^ok\s+\S+/;
var BUILD_HEADER = /^# (\S+)$/;
var BENCHMARK_FRAME = /^\S*?\.(Benchmark[\p{L}\p{N}_]*)(?:\.func[\d.]+)?\(/u;
var KILLED_LINE = /^\*\*\* Test killed/;
var MAX_CRASH_LINES = 3;
var PackageFailureWatch = class {
  /** The name printed without a result yet: the benchmark running now, if it dies. */
  printed;
  crash;
  exitStatus;
  benchmarkFailed = false;
  build;
  /** A benchmark's name printed before its result: `BenchmarkX-8 \t` (then other output) or a bare name line. */
  named(name, line) {
    this.printed = { name, line };
  }
  /** A result line came: no benchmark is waiting for its result. */
  resulted() {
    this.printed = void 0;
  }
  /** A `--- FAIL: BenchmarkX` line: the package's failure is explained by its failed benchmarks. */
  failedBenchmark() {
    this.benchmarkFailed = true;
  }
  /** Whether a goroutine dump is under way: its frames are no other kind of line. */
  get inCrash() {
    return this.crash !== void 0;
  }
  /**
   * Reads one line that is not a result or log line (its trailing whitespace cut). `pkg` is the
   * package of the `pkg:` header, if any. Returns the package's failure when this is the `FAIL`
   * line of a package that crashed, did not build, or exited non-zero unexplained.
   */
  read(line, lineNumber, pkg) {
    const crash = this.crash;
    if (crash !== void 0) {
      if (crash.open) {
        if (line === "" || line.startsWith("goroutine ")) crash.open = false;
        else if (crash.lines.length < MAX_CRASH_LINES) crash.lines.push(line);
      }
      if (crash.frame === void 0) {
        const frame = BENCHMARK_FRAME.exec(line);
        if (frame) crash.frame = { name: frame[1] ?? "", line: lineNumber };
      }
      if (KILLED_LINE.test(line)) crash.lines.push(line);
    } else if (CRASH_LINE.test(line)) {
      this.crash = { lines: [line], open: line.startsWith("panic: "), line: lineNumber };
      return void 0;
    }
    const exit = EXIT_LINE.exec(line);
    if (exit) {
      this.exitStatus = exit[1];
      return void 0;
    }
    const header = BUILD_HEADER.exec(line);
    if (header) {
      this.build = { pkg: header[1] ?? "", lines: [] };
      return void 0;
    }
    const fail = FAIL_LINE.exec(line);
    if (fail) return this.packageFailed(fail[1] ?? "", fail[2], lineNumber, pkg);
    if (OK_LINE.test(line)) this.reset();
    else if (this.build && this.crash === void 0 && this.build.lines.length < MAX_CRASH_LINES)
      this.build.lines.push(line);
    return void 0;
  }
  /**
   * The end of the file: a crash whose `FAIL` line never came (the log was cut, the job killed)
   * still fails its package, `pkg` (the last `pkg:` header; none known: nothing to fail).
   */
  end(pkg) {
    const crash = this.crash;
    if (crash === void 0 || pkg === void 0) return void 0;
    return this.packageFailed(pkg, void 0, crash.line, pkg);
  }
  packageFailed(failedPkg, bracket, lineNumber, pkg) {
    const crash = this.crash;
    const build = this.build?.pkg === failedPkg ? this.build.lines : [];
    let cause;
    if (bracket !== void 0) cause = [bracket, ...build].join(": ");
    else if (crash !== void 0) cause = crash.lines.join(" ");
    else if (this.exitStatus !== void 0 && !this.benchmarkFailed)
      cause = `exit status ${this.exitStatus}`;
    const running = crash === void 0 ? void 0 : this.printed ?? crash.frame;
    this.reset();
    if (cause === void 0) return void 0;
    const name = pkg ?? failedPkg;
    const failure = {
      message: failureMessage(`${name} failed: ${cause}`, `${name} failed`),
      scope: "suite"
    };
    if (running === void 0 || crash === void 0)
      return { pkg: name, line: lineNumber, failure };
    const message = failureMessage(crash.lines.join(" "), "the package crashed");
    return { pkg: name, line: lineNumber, failure, running: { ...running, message } };
  }
  reset() {
    this.printed = void 0;
    this.crash = void 0;
    this.exitStatus = void 0;
    this.benchmarkFailed = false;
    this.build = void 0;
  }
};

// src/parse/formats/go-test-text.ts
var HEADER_LINE = /^([a-z][a-zA-Z0-9_-]*):\s*(.*)$/;
var OK_LINE2 = /^(?:ok|FAIL|---\s+FAIL:?)\s+(\S+)/;
var FAILED_BENCHMARK = /^---\s+FAIL:\s+(Benchmark\S*)/;
var LATE_RESULT = /^\d+\s+\S+\s+\S/;
var PACKAGE_RESULT_NAME = "(all benchmarks)";
var MAX_FAILURE_LINES = 4;
var ENVIRONMENT_KEYS = {
  goos: "os",
  goarch: "arch",
  cpu: "cpu"
};
var goTestText = {
  id: "go-test-text",
  harness: "go test -bench",
  aliases: ["go"],
  detect: ({ text }) => /^Benchmark\S*\s+\d+\s+[\d.]+(?:e[+-]?\d+)?\s+\S+/m.test(text),
  parse: parse21
};
function parse21(source) {
  const { text } = source;
  const reader = new GoBenchReader(source.name, "go-test-text");
  let start = 0;
  for (let line = 1; ; line++) {
    const newline = text.indexOf("\n", start);
    reader.readLine(text, start, newline < 0 ? text.length : newline, line);
    if (newline < 0) break;
    start = newline + 1;
  }
  return reader.finish();
}
function readGoBenchLines(lines, file, format2) {
  const reader = new GoBenchReader(file, format2);
  for (const { text, line } of lines) reader.readLine(text, 0, text.length, line);
  return reader.finish();
}
function procsIds(all, read) {
  const ids = /* @__PURE__ */ new Map();
  for (const b of all) {
    const { name, procs } = read(printedName(b.name, b.procs));
    if (name === b.name && procs === b.procs) continue;
    ids.set(b, b.pkg === void 0 ? { name, procs } : { suite: b.pkg, name, procs });
  }
  return ids;
}
var Benchmark4 = class {
  /** `pkg` undefined: not known yet (no `pkg:` header), until the next `ok` line (F03). */
  constructor(pkg, name, procs) {
    this.pkg = pkg;
    this.name = name;
    this.procs = procs;
    this.id = pkg === void 0 ? { name, procs } : { suite: pkg, name, procs };
  }
  pkg;
  name;
  procs;
  few = [];
  many;
  /** The id of its results: one object for all of them, as the later stages memoise per id. */
  id;
  find(unit) {
    return this.many ? this.many.get(unit) : this.few.find((s) => s.unit.text === unit);
  }
  /** Adds `series`, or puts it in the place of the series of the same unit. */
  put(series) {
    const unit = series.unit.text;
    if (this.many) {
      this.many.set(unit, series);
      return;
    }
    const index = this.few.findIndex((s) => s.unit.text === unit);
    if (index >= 0) this.few[index] = series;
    else this.few.push(series);
    if (this.few.length > MAX_LISTED_UNITS) {
      this.many = new Map(this.few.map((s) => [s.unit.text, s]));
      this.few = [];
    }
  }
  remove(series) {
    if (this.many) this.many.delete(series.unit.text);
    else this.few = this.few.filter((s) => s !== series);
  }
};
var MAX_LISTED_UNITS = 8;
var TRIMMED_SAMPLES = 64;
var CODE_B = 66;
var GoBenchReader = class {
  constructor(file, format2) {
    this.file = file;
    this.format = format2;
  }
  file;
  format;
  diagnostics = [];
  environment = {};
  /** Benchmarks by `benchmarkKey`. */
  benchmarks = /* @__PURE__ */ new Map();
  /** Keys of benchmarks past the room, each counted refused once however often it is printed. */
  overflow = /* @__PURE__ */ new Set();
  /**
   * Series in the order of the results: by first sample, except that one whose package is learnt
   * from an `ok` line moves to the end, or takes the place of the series it joins (empty slots
   * are series that moved).
   */
  listed = [];
  units = /* @__PURE__ */ new Map();
  /** Series whose package is not known yet, touched since the last `ok` line. */
  pending = /* @__PURE__ */ new Set();
  pkg;
  latest;
  /** Start and end of each field of the current line, reused from line to line. */
  fields = [];
  values = new ValueReader();
  failures = [];
  /** Where the current package's failures start in `failures`. */
  packageFrom = 0;
  /** Where indented log lines go: after a bare name line (test2json) or a FAIL line. */
  logLines;
  /** GOMAXPROCS of the current package's lines in first-seen order (its `-cpu` list), and the file's. */
  packageProcs = [];
  fileProcs = [];
  /** How many result or FAIL lines of the current package name each benchmark (counted per run of lines). */
  packageNames = /* @__PURE__ */ new Map();
  /** The names the current package printed with their GOMAXPROCS (suffix or name column). */
  packagePrinted = /* @__PURE__ */ new Set();
  /** The FAIL lines' names of the file that say their GOMAXPROCS, read with the results' at the end. */
  filePrinted = /* @__PURE__ */ new Set();
  /** Failures of the current package on a first call, resolved when the package ends. */
  firstCalls = [];
  /** A name printed with a tab and other output after it, whose numbers are still to come. */
  awaiting;
  /** Packages that crashed or did not build (go-package-failure.ts). */
  watch = new PackageFailureWatch();
  packageFailures = [];
  /** Reads `text[start, end)`, one line without its `\n`, line `lineNumber` of the file. */
  readLine(text, start, end, lineNumber) {
    while (end > start && isSpaceAt(text, end - 1)) end--;
    if (end === start) return;
    const first = text.charCodeAt(start);
    if (first === 32 || first === 9) {
      if (this.awaiting !== void 0 && this.readLateResult(text, start, end, lineNumber)) return;
      const log2 = this.logLines;
      if (log2 !== void 0 && log2.lines.length < MAX_FAILURE_LINES)
        log2.lines.push(text.slice(start, end).trim());
      return;
    }
    const log = this.logLines;
    this.logLines = void 0;
    if (first !== CODE_B) {
      const dump = this.watch.inCrash;
      this.watchLine(text.slice(start, end), lineNumber);
      if (dump && first !== 70 && first !== 111) return;
    }
    if (first === CODE_B) this.readResultLine(text, start, end, lineNumber);
    else if (first === 45 || first === 70 || first >= 97 && first <= 122)
      this.readOtherLine(text.slice(start, end), lineNumber, log);
  }
  finish() {
    this.setLatest(void 0);
    const cut = this.watch.end(this.pkg);
    if (cut !== void 0) this.packageFailed(cut);
    this.endPackage();
    const results = [];
    const all = [...new Set(this.listed.map((s) => s?.benchmark))].filter((b) => b !== void 0);
    const read = this.procsReading(all);
    const ids = read === void 0 ? void 0 : procsIds(all, read);
    for (const s of this.listed)
      if (s) keepResult(results, toResult15(s, this.file, this.format, ids?.get(s.benchmark)));
    for (const f of this.failures) {
      const named = f.printed !== void 0 && read !== void 0 ? read(f.printed) : void 0;
      const within = f.within !== void 0 && read !== void 0 ? [...new Set(f.within.map((p) => read(p).procs))] : f.procs;
      const procs = named !== void 0 ? [named.procs] : within.length > 0 ? within : this.fileProcs.length > 0 ? this.fileProcs : [1];
      for (const p of procs) keepResult(results, this.failedResult(f, p, named?.name));
    }
    for (const f of this.packageFailures) keepResult(results, this.packageResult(f));
    return { results, diagnostics: this.diagnostics, environment: this.environment };
  }
  /**
   * How the file's names read (go-procs-suffix.ts): all of them together, result lines' and FAIL
   * lines' alike, so a failed `BenchmarkSize/len-4` of a `-cpu 1` run is `len-4` as its passing
   * sibling `len-8` is. Undefined when every name has one GOMAXPROCS, which one line reads right
   * already.
   */
  procsReading(all) {
    if (this.fileProcs.length <= 1) return void 0;
    if (this.filePrinted.size === 0 && all.every((b) => b.procs === all[0]?.procs)) return void 0;
    return procsReader([...all.map((b) => printedName(b.name, b.procs)), ...this.filePrinted]);
  }
  /** A failed benchmark as a failed ns/op result of GOMAXPROCS `procs` (`name`: as the file reads it). */
  failedResult(f, procs, name = f.name) {
    const { metric, unit, direction } = normalizeUnit("ns/op");
    return {
      benchmark: f.pkg === void 0 ? { name, procs } : { suite: f.pkg, name, procs },
      metric,
      metricName: "ns/op",
      unit,
      direction,
      samples: [],
      failure: { message: failureMessage(f.lines.join(" "), "the benchmark failed (--- FAIL)") },
      format: this.format,
      source: { file: this.file, line: f.line }
    };
  }
  /**
   * A line for the package-failure watch: a failed package yields its suite-scoped failure and,
   * when it crashed, the benchmark that was running, failed with the crash's first line(s).
   */
  watchLine(line, lineNumber) {
    const failed3 = this.watch.read(line, lineNumber, this.pkg);
    if (failed3 !== void 0) this.packageFailed(failed3);
  }
  /** Records a package failure, with a warning, and fails the benchmark that was running. */
  packageFailed(failed3) {
    this.packageFailures.push(failed3);
    this.diagnostics.push(
      diagnostic(
        "warning",
        this.file,
        `line ${failed3.line}`,
        `${failed3.failure.message}; its benchmarks that did not run are failed, not removed`
      )
    );
    const { running } = failed3;
    if (running === void 0) return;
    const printed = ownCopy(running.name);
    const { name, procs } = splitProcs(printed);
    const explicit = name.length !== printed.length;
    if (explicit) this.filePrinted.add(printed);
    this.failures.push({
      pkg: failed3.pkg,
      name,
      procs: explicit ? [procs] : [...this.packageProcs],
      ...explicit ? { printed } : { within: [...this.packagePrinted] },
      line: running.line,
      lines: [running.message]
    });
  }
  /**
   * A line that starts with a name but is no result line. Go prints `BenchmarkX-8 \t` before it
   * runs the benchmark and the numbers after: output the benchmark printed comes between, so the
   * numbers may come lines later (`readLateResult`), or a crash instead. A bare name line is
   * test2json's (and `-v`'s) announcement of the benchmark about to run.
   */
  readNameLine(text, start, end, fields, count, lineNumber) {
    const nameEnd = fields[1] ?? 0;
    if (count === 1) {
      this.watch.named(text.slice(start, nameEnd), lineNumber);
      return;
    }
    const restStart = fields[2] ?? end;
    if (text.lastIndexOf("	", restStart) < nameEnd) return;
    const name = ownCopy(text, start, nameEnd);
    this.awaiting = { name, line: lineNumber };
    this.watch.named(name, lineNumber);
    this.watchLine(text.slice(restStart, end), lineNumber);
  }
  /**
   * An indented `iterations value unit …` line after a name line whose numbers did not follow
   * (`readNameLine`): the result of that benchmark, read as if printed on the name's line.
   * Anything else is not one.
   */
  readLateResult(text, start, end, lineNumber) {
    const line = text.slice(start, end).trim();
    if (!LATE_RESULT.test(line)) return false;
    const name = this.awaiting?.name ?? "";
    const whole = `${name}	${line}`;
    this.readResultLine(whole, 0, whole.length, lineNumber);
    return true;
  }
  /** A package's failure, carried as a failed ns/op result of the package (`RunFailure.scope`). */
  packageResult(f) {
    const { metric, unit, direction } = normalizeUnit("ns/op");
    return {
      benchmark: { suite: f.pkg, name: PACKAGE_RESULT_NAME },
      metric,
      metricName: "ns/op",
      unit,
      direction,
      samples: [],
      failure: f.failure,
      format: this.format,
      source: { file: this.file, line: f.line }
    };
  }
  /** @param log the log lines since the bare name line before, if this line is the next one */
  readOtherLine(line, lineNumber, log) {
    const failed3 = FAILED_BENCHMARK.exec(line);
    if (failed3) {
      this.watch.failedBenchmark();
      this.readFailure(failed3[1] ?? "", false, lineNumber, log);
      return;
    }
    const ok = OK_LINE2.exec(line);
    if (ok) {
      this.awaiting = void 0;
      this.setLatest(void 0);
      this.endPackage();
      if (this.pkg === void 0) {
        const pkg = boundedName(ownCopy(ok[1] ?? ""));
        for (const f of this.failures) if (f.pkg === void 0) f.pkg = pkg;
        this.assignPackage(pkg);
      }
      this.pending = /* @__PURE__ */ new Set();
      this.pkg = void 0;
      return;
    }
    const header = HEADER_LINE.exec(line);
    if (header) {
      const [, key = "", value = ""] = header;
      if (key === "pkg") this.pkg = boundedName(ownCopy(value));
      const environmentKey = ENVIRONMENT_KEYS[key];
      if (environmentKey) this.environment[environmentKey] = ownCopy(value);
    }
  }
  /**
   * A line that starts with `B` and ends at `end` (its trailing whitespace cut): a result line when
   * it is one (RESULT_LINE), else ignored (a line that starts with `Benchmark` and is not a result
   * line cannot be an `ok` or header line either).
   */
  readResultLine(text, start, end, lineNumber) {
    const latest = this.latest;
    const sameBenchmark = latest !== void 0 && latest.pkg === this.pkg && startsWithField(text, start, end, latest.fullName);
    if (!sameBenchmark && !text.startsWith("Benchmark", start)) return;
    const fields = this.fields;
    let count = splitFields(
      text,
      start,
      sameBenchmark ? start + latest.fullName.length : start,
      end,
      fields
    );
    let spacedLine = false;
    const spaced = isResultLine(text, fields, count) ? 0 : spacedName(text, start, end, fields);
    if (spaced > 0) {
      count = spaced;
      spacedLine = true;
    } else if (!isResultLine(text, fields, count)) {
      if (count === 1) {
        this.logLines = { name: text.slice(start, end), lines: [] };
        this.readNameLine(text, start, end, fields, count, lineNumber);
      } else if (count >= 4 && isField(text, fields[2] ?? 0, fields[3] ?? 0, "---") && isField(text, fields[4] ?? 0, fields[5] ?? 0, "FAIL:") && text.startsWith("Benchmark", fields[6] ?? 0))
        this.readFailure(text.slice(fields[6] ?? 0, fields[7] ?? 0), true, lineNumber, void 0);
      else this.readNameLine(text, start, end, fields, count, lineNumber);
      return;
    }
    this.awaiting = void 0;
    this.watch.resulted();
    if (count % 2 !== 0) {
      this.diagnostics.push(
        diagnostic(
          "error",
          this.file,
          `line ${lineNumber}`,
          'result line is not "name iterations value unit \u2026"; skipped'
        )
      );
      return;
    }
    const same = sameBenchmark && !spacedLine;
    if (!same && this.overflows(text.slice(start, fields[1] ?? 0), (count - 2) / 2)) return;
    const benchmark = same ? latest : this.newBenchmark(text, start, fields[1] ?? 0);
    for (let i = 2; i < count; i += 2) {
      const valueStart = fields[2 * i] ?? 0;
      const valueEnd = fields[2 * i + 1] ?? 0;
      const unitStart = fields[2 * i + 2] ?? 0;
      const unitEnd = fields[2 * i + 3] ?? 0;
      const value = this.values.read(text, valueStart, valueEnd);
      if (Number.isNaN(value)) {
        const printed = `${text.slice(valueStart, valueEnd)} ${text.slice(unitStart, unitEnd)}`;
        this.diagnostics.push(
          diagnostic(
            "error",
            this.file,
            `line ${lineNumber}`,
            `"${printed}" is not a number and unit; this metric was skipped`
          )
        );
        continue;
      }
      const position = i / 2 - 1;
      let series = benchmark.series[position];
      if (series === void 0 || !isField(text, unitStart, unitEnd, series.unit.text)) {
        series = this.seriesFor(benchmark.benchmark, text.slice(unitStart, unitEnd), lineNumber);
        benchmark.series[position] = series;
      }
      const { factor } = series.unit.normalized;
      const { decimals } = this.values;
      const quantum = decimals >= 0 ? 10 ** -decimals * factor : decimals === EXPONENT ? printedQuantum(text.slice(valueStart, valueEnd), factor) ?? 0 : 0;
      series.samples.push(value * factor);
      if (quantum > series.quantum) series.quantum = quantum;
      if (series.benchmark.pkg === void 0) this.pending.add(series);
    }
    if (spacedLine) this.setLatest(void 0);
  }
  /**
   * Whether the benchmark `fullName` is new and past what the side can keep of this file: then its
   * values are never held. Results are made at the end of the file, so without this a file of
   * 286,000 distinct benchmarks held all of them (723 MB for 16 MiB) to keep 15,000
   * (docs/security.md).
   * Its `metrics` results are counted refused the first time it is printed.
   */
  overflows(fullName, metrics) {
    if (this.benchmarks.size < benchmarksWorthHolding()) return false;
    const { name, procs } = splitProcs(fullName);
    const key = benchmarkKey2(this.pkg, name, procs);
    if (this.benchmarks.has(key)) return false;
    if (!this.overflow.has(key)) {
      this.overflow.add(key);
      refuseResults(metrics);
    }
    this.setLatest(void 0);
    return true;
  }
  /** The benchmark named by `text[start, end)` under the current package, now the latest. */
  newBenchmark(text, start, end) {
    const fullName = ownCopy(text, start, end);
    const { name, procs } = splitProcs(fullName);
    const { pkg } = this;
    this.notePackageLine(name, procs, fullName);
    const latest = { pkg, fullName, benchmark: this.benchmark(pkg, name, procs), series: [] };
    this.setLatest(latest);
    return latest;
  }
  /**
   * A FAIL line naming `printed`: after the name column (`prefixed`, text output) or alone. A
   * suffix or the name column says the GOMAXPROCS; a bare name alone is a first call's failure,
   * unless the package names the benchmark elsewhere (then it is a timed run of GOMAXPROCS 1).
   */
  readFailure(printed, prefixed, lineNumber, log) {
    const { name, procs } = splitProcs(ownCopy(printed));
    const explicit = prefixed || name.length !== printed.length;
    const waiting = log !== void 0 && log.owner === void 0;
    const logged = waiting && splitProcs(log.name).name === name ? log.lines.slice() : [];
    const own = explicit ? ownCopy(printed) : void 0;
    const failure = {
      pkg: this.pkg,
      name,
      procs: explicit ? [procs] : [],
      ...own === void 0 ? {} : { printed: own },
      line: lineNumber,
      lines: logged
    };
    this.failures.push(failure);
    if (own !== void 0) {
      this.notePackageLine(name, procs, own);
      this.filePrinted.add(own);
    } else {
      this.packageNames.set(name, (this.packageNames.get(name) ?? 0) + 1);
      this.firstCalls.push(failure);
    }
    this.logLines = logged.length > 0 ? { name, lines: [] } : { name, lines: logged, owner: failure };
  }
  notePackageLine(name, procs, printed) {
    this.packageNames.set(name, (this.packageNames.get(name) ?? 0) + 1);
    this.packagePrinted.add(printed);
    if (!this.packageProcs.includes(procs)) this.packageProcs.push(procs);
    if (!this.fileProcs.includes(procs)) this.fileProcs.push(procs);
  }
  /**
   * The package's lines are all read: its first-call failures get their GOMAXPROCS. A bare FAIL
   * of a benchmark whose sub-benchmark failed (`--- FAIL: BenchmarkSize` after `--- FAIL:
   * BenchmarkSize/len-4`) is Go's summary of that failure, no failure of its own: it is dropped.
   */
  endPackage() {
    const parents = /* @__PURE__ */ new Set();
    const above = this.failedParents();
    for (const f of this.firstCalls) {
      if (above.get(f.pkg)?.has(f.name) === true) parents.add(f);
      else if ((this.packageNames.get(f.name) ?? 0) > 1) f.procs = [1];
      else {
        f.procs = [...this.packageProcs];
        f.within = [...this.packagePrinted];
      }
    }
    if (parents.size > 0) {
      const kept = this.failures.splice(this.packageFrom).filter((f) => !parents.has(f));
      for (const f of kept) this.failures.push(f);
    }
    this.packageFrom = this.failures.length;
    this.firstCalls = [];
    this.packageProcs = [];
    this.packageNames = /* @__PURE__ */ new Map();
    this.packagePrinted = /* @__PURE__ */ new Set();
  }
  /**
   * The names above the current package's failed benchmarks, by package (`a` and `a/b` for a
   * failed `a/b/c`): one pass over its failures, so a package of many failures costs their count,
   * not its square. Go prints a parent's summary FAIL in the package run of its sub-benchmark's.
   */
  failedParents() {
    const above = /* @__PURE__ */ new Map();
    for (let i = this.packageFrom; i < this.failures.length; i++) {
      const { pkg, name } = this.failures[i];
      let names = above.get(pkg);
      if (names === void 0) above.set(pkg, names = /* @__PURE__ */ new Set());
      for (let at = name.indexOf("/"); at >= 0; at = name.indexOf("/", at + 1))
        names.add(name.slice(0, at));
    }
    return above;
  }
  /**
   * Makes `latest` the latest benchmark. The lines of the one before are read (or it comes back
   * later, rarely): its samples arrays are cut to their exact size, as an array that grows line
   * by line keeps room for 16 more values, which triples the memory of 5 samples.
   */
  setLatest(latest) {
    for (const series of this.latest?.series ?? [])
      if (series && series.samples.length <= TRIMMED_SAMPLES)
        series.samples = series.samples.slice();
    this.latest = latest;
  }
  benchmark(pkg, name, procs) {
    const key = benchmarkKey2(pkg, name, procs);
    let benchmark = this.benchmarks.get(key);
    if (benchmark === void 0) {
      benchmark = new Benchmark4(pkg, name, procs);
      this.benchmarks.set(key, benchmark);
    }
    return benchmark;
  }
  /** The series of `printed` (a unit) of `benchmark`, created at `line` for its first sample. */
  seriesFor(benchmark, printed, line) {
    const unit = this.unit(printed);
    let series = benchmark.find(unit.text);
    if (series === void 0) {
      series = { benchmark, unit, line, samples: [], quantum: 0, slot: this.listed.length };
      this.listed.push(series);
      benchmark.put(series);
    }
    return series;
  }
  /** A suite prints the same few units on every line: each is copied and normalized once. */
  unit(printed) {
    let unit = this.units.get(printed);
    if (unit === void 0) {
      const text = ownCopy(printed);
      unit = { text, normalized: normalizeUnit(text) };
      this.units.set(text, unit);
    }
    return unit;
  }
  /**
   * Older Go prints no `pkg:` header: the package comes from the `ok <pkg>` line after the block
   * (F03). Each series moves to the end of the results, or takes the place of the series of that
   * package it joins, whose samples are dropped.
   */
  assignPackage(pkg) {
    for (const s of this.pending) {
      const { name, procs } = s.benchmark;
      s.benchmark.remove(s);
      this.listed[s.slot] = void 0;
      const benchmark = this.benchmark(pkg, name, procs);
      const joined = benchmark.find(s.unit.text);
      const slot = joined ? joined.slot : this.listed.length;
      const moved = { ...s, benchmark, slot };
      this.listed[slot] = moved;
      benchmark.put(moved);
    }
  }
};
function benchmarkKey2(pkg, name, procs) {
  const suite = pkg === void 0 ? "" : `${pkg.length}:${pkg}`;
  return `${suite}/${name.length}:${name}/${procs}`;
}
function spacedName(text, start, end, fields) {
  const tab = text.indexOf("	", start);
  if (tab < 0 || tab >= end) return 0;
  let nameEnd = tab;
  while (nameEnd > start && isSpaceAt(text, nameEnd - 1)) nameEnd--;
  if (nameEnd <= (fields[1] ?? 0)) return 0;
  const saved = fields.slice();
  const count = splitFields(text, start, nameEnd, end, fields);
  if (count % 2 === 0 && isResultLine(text, fields, count)) return count;
  saved.forEach((value, i) => fields[i] = value);
  return 0;
}
function isResultLine(text, fields, count) {
  if (count < 3) return false;
  const end = fields[3] ?? 0;
  for (let i = fields[2] ?? 0; i < end; i++) if (!isDigit2(text.charCodeAt(i))) return false;
  return true;
}
function isDigit2(code) {
  return code >= 48 && code <= 57;
}
var EXACT_POWERS_OF_TEN = [
  1,
  10,
  100,
  1e3,
  1e4,
  1e5,
  1e6,
  1e7,
  1e8,
  1e9,
  1e10,
  1e11,
  1e12,
  1e13,
  1e14,
  1e15
];
var EXPONENT = -2;
var NO_QUANTUM = -1;
var ValueReader = class {
  /**
   * Digits after the point of the last value read: its last printed digit is worth
   * 10 ** -decimals (`printedQuantum`, before the unit's factor). EXPONENT or NO_QUANTUM otherwise.
   */
  decimals = 0;
  /**
   * The value printed in `text[start, end)`, as Number() reads it, or NaN when it is not a value
   * (VALUE_FIELD, and finite). Up to 15 digits without an exponent are read here: an integer of at
   * most 15 digits and a power of ten up to 1e15 are exact doubles, so their quotient is correctly
   * rounded, which is what Number() returns (Clinger's fast path). Anything else goes to Number().
   */
  read(text, start, end) {
    let i = start;
    let code = text.charCodeAt(i);
    const negative = code === 45;
    if (negative || code === 43) code = text.charCodeAt(++i);
    const mantissaStart = i;
    let digits = 0;
    let dots = 0;
    let decimals = 0;
    let mantissa = 0;
    for (; i < end; code = text.charCodeAt(++i)) {
      if (isDigit2(code)) {
        digits++;
        mantissa = mantissa * 10 + (code - 48);
        if (dots > 0) decimals++;
      } else if (code === 46) dots++;
      else break;
    }
    if (i === mantissaStart) return Number.NaN;
    const exponent = i < end;
    if (exponent && !isExponent(text, i, end)) return Number.NaN;
    const plainDecimal = isDigit2(text.charCodeAt(mantissaStart)) && (dots === 0 || decimals > 0);
    this.decimals = exponent ? EXPONENT : plainDecimal ? decimals : NO_QUANTUM;
    if (exponent || dots > 1 || digits === 0 || digits > 15) {
      const value = Number(text.slice(start, end));
      return Number.isFinite(value) ? value : Number.NaN;
    }
    const magnitude = mantissa / (EXACT_POWERS_OF_TEN[decimals] ?? 1);
    return negative ? -magnitude : magnitude;
  }
};
function isExponent(text, start, end) {
  let i = start;
  const e = text.charCodeAt(i++);
  if (e !== 101 && e !== 69) return false;
  const sign = text.charCodeAt(i);
  if (sign === 43 || sign === 45) i++;
  if (i === end) return false;
  for (; i < end; i++) if (!isDigit2(text.charCodeAt(i))) return false;
  return true;
}
function splitProcs(fullName) {
  const match = /^(.*)-(\d+)$/.exec(fullName);
  if (match && match[2] !== "1" && match[1]) return { name: match[1], procs: Number(match[2]) };
  return { name: fullName, procs: 1 };
}
function toResult15(s, file, format2, id = s.benchmark.id) {
  const { metric, unit, direction } = s.unit.normalized;
  const source = { file, line: s.line };
  return s.quantum > 0 ? {
    benchmark: id,
    metric,
    metricName: s.unit.text,
    unit,
    direction,
    samples: s.samples,
    quantum: s.quantum,
    format: format2,
    source
  } : {
    benchmark: id,
    metric,
    metricName: s.unit.text,
    unit,
    direction,
    samples: s.samples,
    format: format2,
    source
  };
}

// src/parse/formats/go-test-json.ts
var Event = external_exports.looseObject({
  Action: external_exports.string(),
  Package: external_exports.string().optional(),
  Output: external_exports.string().optional()
});
var goTestJson = {
  id: "go-test-json",
  harness: "go test -json -bench",
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*\{.*"Action"\s*:\s*"output"/m.test(text) && /"Output"\s*:\s*"Benchmark[^"]*\\t/.test(text),
  parse: parse22
};
function parse22(source) {
  const diagnostics = [];
  const packages = /* @__PURE__ */ new Map();
  let notJson = 0;
  let firstNotJson = 0;
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    const event = readEvent(raw, source.name, line, diagnostics);
    if (event === "not-json") {
      notJson++;
      firstNotJson ||= line;
      commandOutput(packages).lines.push({ text: raw, line });
      return;
    }
    if (event?.Action !== "output" || event.Output === void 0) return;
    const key = event.Package ?? "";
    const output = packages.get(key) ?? { lines: [], partial: void 0 };
    packages.set(key, output);
    appendOutput(output, event.Output, line);
  });
  if (notJson > 0)
    diagnostics.push(
      diagnostic(
        "info",
        source.name,
        `line ${firstNotJson}`,
        `${plural(notJson, "line")} that ${notJson === 1 ? "is" : "are"} not JSON events (build or log output) ${wasWere(notJson)} skipped`
      )
    );
  const lines = [...packages.values()].flatMap((output) => {
    if (output.partial) output.lines.push(output.partial);
    return output.lines;
  });
  const parsed = readGoBenchLines(lines, source.name, "go-test-json");
  return { ...parsed, diagnostics: [...diagnostics, ...parsed.diagnostics] };
}
function commandOutput(packages) {
  let output = packages.get(COMMAND_OUTPUT);
  if (output === void 0) {
    output = { lines: [], partial: void 0 };
    packages.set(COMMAND_OUTPUT, output);
  }
  return output;
}
var COMMAND_OUTPUT = "\0go";
function readEvent(raw, file, line, diagnostics) {
  if (!raw.trimStart().startsWith("{")) return "not-json";
  const tooLarge = jsonTreeTooLarge(raw);
  if (tooLarge !== void 0) {
    diagnostics.push(diagnostic("error", file, `line ${line}`, tooLarge));
    return void 0;
  }
  let value;
  try {
    value = JSON.parse(raw);
  } catch {
    diagnostics.push(
      diagnostic("error", file, `line ${line}`, "is not a complete JSON event; skipped")
    );
    return void 0;
  }
  const event = Event.safeParse(value);
  if (event.success) return event.data;
  diagnostics.push(
    diagnostic(
      "error",
      file,
      `line ${line}`,
      `expected a test2json event with a string "Action", found ${describeValue(value)}; skipped`
    )
  );
  return void 0;
}
function appendOutput(output, text, line) {
  const pieces = text.split("\n");
  pieces.forEach((piece, index) => {
    const isLast = index === pieces.length - 1;
    const started = output.partial ?? { text: "", line };
    const joined = { text: started.text + piece, line: started.line };
    if (isLast) output.partial = joined.text === "" ? void 0 : joined;
    else {
      output.lines.push(joined);
      output.partial = void 0;
    }
  });
}

// src/parse/formats/google-benchmark-build.ts
function nonFiniteCounter(key, where) {
  const what = where === "mean" ? "in its mean" : "in every repetition";
  return `counter "${key}" is NaN or Infinity ${what}: a counter that divides by zero, such as a rate over no items, is written so`;
}
var DEBUG_LIBRARY_NOTE = "the Google Benchmark library is a debug build (library_build_type: debug), which adds overhead to every timing; this is the library, not your code: Debian's and Ubuntu's libbenchmark-dev is built that way. Build Google Benchmark from source with -DCMAKE_BUILD_TYPE=Release (e.g. CMake FetchContent in a Release build of your project)";

// src/parse/formats/run-start.ts
var ISO_TIME = /^(\d{4}-\d\d-\d\d)[T ](\d\d:\d\d(?::\d\d(?:\.\d+)?)?)(Z|[+-]\d\d:?\d\d)?$/;
function runStart(text, zoneless) {
  if (typeof text !== "string") return void 0;
  const match = ISO_TIME.exec(text);
  if (!match) return void 0;
  const [, date = "", time = "", zone] = match;
  if (zone === void 0 && zoneless === "unknown") return void 0;
  const offset = zone === void 0 ? "Z" : zone.replace(/^([+-]\d\d)(\d\d)$/, "$1:$2");
  const ms = Date.parse(`${date}T${time}${offset}`);
  return Number.isFinite(ms) ? ms : void 0;
}

// src/parse/formats/google-benchmark-csv.ts
var HEADER2 = /^name,iterations,real_time,cpu_time,time_unit\b/;
var AGGREGATE = /^(.*)_(mean|median|stddev|cv)$/;
var COMPLEXITY = /_(?:BigO|RMS)$/;
var FIXED_COLUMNS = /* @__PURE__ */ new Set(["name", "iterations", "time_unit", "label"]);
var FIXED_COLUMNS_WITHOUT_VALUES = /* @__PURE__ */ new Set(["error_occurred", "error_message"]);
var googleBenchmarkCsv = {
  id: "google-benchmark-csv",
  harness: "Google Benchmark",
  detect: ({ text }) => /^name,iterations,real_time,cpu_time,time_unit\b/m.test(text),
  parse: parse23
};
function parse23(source) {
  const diagnostics = [];
  const lines = source.text.split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => HEADER2.test(line));
  const preamble = lines.slice(0, Math.max(headerIndex, 0));
  const environment = environmentOf5(preamble);
  const run = runOf(preamble);
  if (environment["build-type"] === "debug")
    diagnostics.push(diagnostic("warning", source.name, "", DEBUG_LIBRARY_NOTE));
  const columns = splitCsvLine(lines[headerIndex] ?? "");
  const rows = [];
  lines.slice(headerIndex + 1).forEach((text, offset) => {
    if (text.trim() === "") return;
    const line = headerIndex + offset + 2;
    const cells = splitCsvLine(text);
    const isError = cells[columns.indexOf("error_occurred")] === "true";
    if (cells.length > columns.length || cells.length < columns.length && !isError) {
      diagnostics.push(
        diagnostic(
          "error",
          source.name,
          `line ${line}`,
          `row has ${cells.length} fields, the header ${columns.length}; skipped`
        )
      );
      return;
    }
    rows.push({ cells: new Map(columns.map((column2, i) => [column2, cells[i] ?? ""])), line });
  });
  const results = [];
  for (const series of groupRows(rows).values()) {
    const made = seriesResults(series, columns, source.name, diagnostics);
    if (run !== void 0) for (const result of made) result.run = run;
    keepResults(results, made);
  }
  return { results, diagnostics, environment };
}
function groupRows(rows) {
  const names = new Set(rows.map((row2) => row2.cells.get("name") ?? ""));
  const groups = /* @__PURE__ */ new Map();
  for (const row2 of rows) {
    const name = row2.cells.get("name") ?? "";
    if (COMPLEXITY.test(name) && row2.cells.get("iterations") === "") continue;
    const aggregate = AGGREGATE.exec(name);
    const base4 = aggregate?.[1];
    const isAggregate = aggregate !== null && base4 !== void 0 && (names.has(base4) || names.has(`${base4}_mean`) && (names.has(`${base4}_stddev`) || names.has(`${base4}_median`)));
    const key = isAggregate ? base4 : name;
    const series = groups.get(key) ?? {
      name: key,
      line: row2.line,
      rows: [],
      aggregates: /* @__PURE__ */ new Map()
    };
    groups.set(key, series);
    if (isAggregate) series.aggregates.set(aggregate[2] ?? "", row2);
    else series.rows.push(row2);
  }
  return groups;
}
function seriesResults(series, columns, file, diagnostics) {
  const failed3 = series.rows.find((row2) => row2.cells.get("error_occurred") === "true");
  if (failed3)
    return [
      {
        ...base2(series, "real_time", file),
        samples: [],
        failure: {
          message: failureMessage(
            failed3.cells.get("error_message"),
            "the benchmark reported an error"
          )
        }
      }
    ];
  const rows = series.rows.length > 0 ? series.rows : [...series.aggregates.values()];
  const unit = rows[0]?.cells.get("time_unit") ?? "ns";
  const factor = nanosecondsPer(unit);
  if (factor === void 0) {
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `line ${series.line}`,
        `unknown time unit "${unit}"; "${series.name}" was skipped`
      )
    );
    return [];
  }
  const metrics = columns.filter(
    (column2) => !FIXED_COLUMNS.has(column2) && !FIXED_COLUMNS_WITHOUT_VALUES.has(column2) && rows.some((row2) => (row2.cells.get(column2) ?? "") !== "")
  );
  return metrics.map((column2) => {
    const scale = column2 === "real_time" || column2 === "cpu_time" ? factor : 1;
    const result = base2(series, column2, file);
    const counter = result.metric === "custom";
    if (series.rows.length === 0) {
      const mean = series.aggregates.get("mean")?.cells.get(column2) ?? "";
      if (counter && mean !== "" && !Number.isFinite(Number(mean)))
        return { ...result, samples: [], error: nonFiniteCounter(column2, "mean") };
      return { ...result, samples: [], ...aggregateSummary(series, column2, scale) };
    }
    const texts = series.rows.map((row2) => row2.cells.get(column2) ?? "");
    const values = texts.map((text) => text === "" ? null : Number(text));
    if (counter && texts.every((text) => text !== "" && !Number.isFinite(Number(text))))
      return { ...result, samples: [], error: nonFiniteCounter(column2, "repetition") };
    const location = `line ${series.line}`;
    const samples = toSamples(values, scale, file, location, diagnostics);
    const quantum = texts.reduce(
      (most, text) => Math.max(most, printedQuantum(text, scale) ?? 0),
      0
    );
    return { ...result, samples, ...quantum > 0 ? { quantum } : {} };
  });
}
function aggregateSummary(series, column2, scale) {
  const value = (kind) => {
    const text = series.aggregates.get(kind)?.cells.get(column2) ?? "";
    return text === "" ? void 0 : Number(text) * scale;
  };
  const n2 = Number(series.aggregates.get("mean")?.cells.get("iterations") || 1);
  const summary = summaryStats(n2, {
    mean: value("mean"),
    sd: value("stddev"),
    median: value("median")
  });
  return summary ? { summary } : {};
}
function base2(series, column2, file) {
  const kind = column2 === "real_time" ? { metric: "wall-time", unit: "ns", direction: "lower-is-better" } : column2 === "cpu_time" ? { metric: "cpu-time", unit: "ns", direction: "lower-is-better" } : column2 === "bytes_per_second" ? { metric: "throughput", unit: "B/s", direction: "higher-is-better" } : column2 === "items_per_second" ? { metric: "throughput", unit: "ops/s", direction: "higher-is-better" } : { metric: "custom", unit: "count", direction: "unknown" };
  return {
    benchmark: { name: series.name },
    ...kind,
    metricName: column2,
    format: "google-benchmark-csv",
    source: { file, line: series.line }
  };
}
function splitCsvLine(line) {
  const cells = [];
  let cell = "";
  let quoted2 = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted2) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted2 = false;
      else cell += c;
    } else if (c === '"') quoted2 = true;
    else if (c === ",") {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}
function environmentOf5(lines) {
  const environment = {};
  for (const line of lines) {
    const run = /^Run on \((\d+) X ([\d.]+) MHz CPU/.exec(line);
    if (run) {
      environment.cores = run[1] ?? "";
      environment.frequency = `${run[2] ?? ""} MHz`;
    }
    if (/Library was built as DEBUG/.test(line)) environment["build-type"] = "debug";
    if (/CPU scaling is enabled/.test(line)) environment["cpu-scaling"] = "true";
  }
  return environment;
}
function runOf(lines) {
  const facts = {};
  const caches = [];
  let started;
  for (const line of lines) {
    started ??= runStart(line.trim(), "unknown");
    const running = /^Running (.+)$/.exec(line);
    if (running) facts.executable = boundedName(running[1] ?? "");
    const cpus = /^Run on \((\d+) X /.exec(line);
    if (cpus) facts.num_cpus = cpus[1] ?? "";
    const cache = /^\s+L(\d+) (\w+) (\d+) ([KMG]i)B\b/.exec(line);
    if (cache) caches.push(`L${cache[1] ?? ""} ${cache[2] ?? ""} ${cacheKib(cache)} KiB`);
    if (/Library was built as DEBUG/.test(line)) facts.library_build_type = "debug";
  }
  if (caches.length > 0) facts.caches = caches.join(", ");
  if (started === void 0 && Object.keys(facts).length === 0) return void 0;
  return started === void 0 ? { facts } : { started, facts };
}
function cacheKib(match) {
  const size = Number(match[3] ?? 0);
  return match[4] === "Mi" ? size * 1024 : match[4] === "Gi" ? size * 1024 * 1024 : size;
}

// src/parse/formats/jmh-json.ts
var Score = external_exports.union([external_exports.number(), external_exports.string()]).nullable();
var Metric = external_exports.object({
  score: Score.optional(),
  scoreUnit: external_exports.string(),
  rawData: external_exports.array(external_exports.array(Score)).optional(),
  rawDataHistogram: external_exports.array(external_exports.array(external_exports.array(external_exports.tuple([Score, external_exports.number()])))).optional()
});
var Run3 = external_exports.object({
  jmhVersion: external_exports.string().optional(),
  benchmark: external_exports.string(),
  mode: external_exports.string(),
  threads: external_exports.number().optional(),
  jdkVersion: external_exports.string().optional(),
  vmName: external_exports.string().optional(),
  vmVersion: external_exports.string().optional(),
  params: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  primaryMetric: Metric,
  secondaryMetrics: external_exports.record(external_exports.string(), external_exports.unknown()).optional()
});
var jmhJson = {
  id: "jmh-json",
  harness: "JMH",
  aliases: ["jmh"],
  detect: ({ text }) => /"primaryMetric"\s*:/.test(text) && /"benchmark"\s*:/.test(text) && /"mode"\s*:/.test(text),
  parse: parse24
};
function parse24(source) {
  const diagnostics = [];
  const runs = readJsonRoot(source, external_exports.array(external_exports.unknown()), diagnostics);
  const results = [];
  let environment = {};
  runs?.forEach((raw, index) => {
    const path = childPath("$", index);
    const run = readRecord(Run3, raw, source.name, path, diagnostics);
    if (!run) return;
    if (results.length === 0) environment = environmentOf6(run);
    const benchmark = benchmarkOf2(run, source.name, path, diagnostics);
    const primary = `${path}.primaryMetric`;
    keepResult(
      results,
      metricResult(benchmark, run.mode, run.primaryMetric, true, source.name, primary, diagnostics)
    );
    for (const [name, value] of Object.entries(run.secondaryMetrics ?? {})) {
      const where = childPath(`${path}.secondaryMetrics`, name);
      const metric = readRecord(Metric, value, source.name, where, diagnostics);
      if (metric)
        keepResult(
          results,
          metricResult(benchmark, name, metric, false, source.name, where, diagnostics)
        );
    }
  });
  return { results, diagnostics, environment };
}
function benchmarkOf2(run, file, path, diagnostics) {
  const params = {};
  for (const [key, value] of Object.entries(run.params ?? {})) {
    if (value.length <= PARAM_VALUE_LIMIT) params[key] = value;
    else
      diagnostics.push(
        diagnostic(
          "info",
          file,
          childPath(`${path}.params`, key),
          `parameter value of ${value.length} characters left out of the benchmark key`
        )
      );
  }
  return {
    name: run.benchmark,
    ...Object.keys(params).length > 0 ? { params } : {},
    ...run.threads !== void 0 && run.threads !== 1 ? { procs: run.threads } : {}
  };
}
function metricResult(benchmark, metricName, metric, primary, file, path, diagnostics) {
  const normalized = kindOf2(normalizeUnit(metric.scoreUnit), primary);
  const values = metric.rawDataHistogram ? metric.rawDataHistogram.flat().map(weightedMean) : (metric.rawData ?? []).flat().map(finite);
  const where = `${path}.${metric.rawDataHistogram ? "rawDataHistogram" : "rawData"}`;
  const samples = toSamples(values, normalized.factor, file, where, diagnostics);
  const score = finite(metric.score ?? null);
  return {
    benchmark,
    metric: normalized.metric,
    metricName,
    unit: normalized.unit,
    direction: normalized.direction,
    samples,
    ...samples.length === 0 && score !== null ? { summary: { n: 1, mean: score * normalized.factor } } : {},
    format: "jmh-json",
    source: { file, jsonPath: path }
  };
}
function kindOf2(normalized, primary) {
  if (primary || normalized.metric === "memory") return normalized;
  if (normalized.metric === "throughput")
    return { ...normalized, metric: "custom", direction: "unknown" };
  if (normalized.metric === "custom" && /^counts?$/.test(normalized.unit))
    return { ...normalized, unit: "count", direction: "lower-is-better" };
  return { ...normalized, metric: "custom" };
}
function finite(score) {
  return typeof score === "number" && Number.isFinite(score) ? score : null;
}
function weightedMean(iteration) {
  let total = 0;
  let count = 0;
  for (const [value, times] of iteration) {
    const v = finite(value);
    if (v === null) continue;
    total += v * times;
    count += times;
  }
  return count > 0 ? total / count : null;
}
function environmentOf6(run) {
  const environment = {};
  if (run.jdkVersion) environment.runtime = `JDK ${run.jdkVersion}`;
  if (run.vmName) environment.vm = [run.vmName, run.vmVersion].filter(Boolean).join(" ");
  if (run.jmhVersion) environment.harness = `JMH ${run.jmhVersion}`;
  return environment;
}

// src/parse/json/json-shape-checks.ts
function isPlainObject(value) {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}
function isFiniteNumber(value) {
  return typeof value === "number" && Number.isFinite(value);
}
function isOptionalString(value) {
  return value === void 0 || typeof value === "string";
}
function isOptionalNumber(value) {
  return value === void 0 || isFiniteNumber(value);
}
function isOptionalFigure(value) {
  return value === void 0 || value === null || isFiniteNumber(value);
}
function isOptionalBoolean(value) {
  return value === void 0 || typeof value === "boolean";
}

// src/parse/formats/pytest-benchmark-json.ts
var SECOND2 = 1e9;
var figure5 = external_exports.number().nullable().optional();
var Benchmark5 = external_exports.object({
  name: external_exports.string(),
  fullname: external_exports.string().optional(),
  params: external_exports.record(external_exports.string(), external_exports.unknown()).nullable().optional(),
  stats: external_exports.object({
    min: figure5,
    max: figure5,
    mean: figure5,
    stddev: figure5,
    median: figure5,
    rounds: external_exports.number(),
    data: external_exports.array(external_exports.unknown()).optional()
  })
});
function isBenchmark(value) {
  if (!isPlainObject(value)) return false;
  const { params, stats } = value;
  return typeof value.name === "string" && isOptionalString(value.fullname) && (params === void 0 || params === null || isPlainObject(params)) && isPlainObject(stats) && isOptionalFigure(stats.min) && isOptionalFigure(stats.max) && isOptionalFigure(stats.mean) && isOptionalFigure(stats.stddev) && isOptionalFigure(stats.median) && isFiniteNumber(stats.rounds) && (stats.data === void 0 || Array.isArray(stats.data));
}
var Document8 = external_exports.object({
  machine_info: external_exports.looseObject({}).optional(),
  commit_info: external_exports.unknown().optional(),
  datetime: external_exports.unknown().optional(),
  benchmarks: external_exports.array(external_exports.unknown())
});
function isDocument(value) {
  return isPlainObject(value) && (value.machine_info === void 0 || isPlainObject(value.machine_info)) && Array.isArray(value.benchmarks);
}
var pytestBenchmarkJson = {
  id: "pytest-benchmark-json",
  harness: "pytest-benchmark",
  aliases: ["pytest"],
  detect: ({ text }) => /"benchmarks"\s*:/.test(text) && /"fullname"\s*:/.test(text) && /"stats"\s*:/.test(text),
  parse: parse25
};
function parse25(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document8, diagnostics, isDocument);
  const results = [];
  const run = root && runOf2(root);
  root?.benchmarks.forEach((raw, index) => {
    const path = childPath("$.benchmarks", index);
    const entry = readRecordFast(Benchmark5, isBenchmark, raw, source.name, path, diagnostics);
    if (!entry) return;
    const result = toResult16(entry, source.name, path, diagnostics);
    if (run !== void 0) result.run = run;
    keepResult(results, result);
  });
  return { results, diagnostics, environment: environmentOf7(root?.machine_info ?? {}) };
}
function toResult16(entry, file, path, diagnostics) {
  const { stats } = entry;
  const samples = toSamples(
    completeData(stats.data, file, path, diagnostics),
    SECOND2,
    file,
    `${path}.stats.data`,
    diagnostics
  );
  const params = boundedParams(entry.params ?? {}, file, `${path}.params`, diagnostics);
  const name = boundedName(entry.fullname ?? entry.name);
  const scaled2 = (v) => typeof v === "number" ? v * SECOND2 : void 0;
  const summary = samples.length === 0 ? summaryStats(stats.rounds, {
    mean: scaled2(stats.mean),
    sd: scaled2(stats.stddev),
    median: scaled2(stats.median),
    min: scaled2(stats.min),
    max: scaled2(stats.max)
  }) : void 0;
  return {
    benchmark: Object.keys(params).length > 0 ? { name, params } : { name },
    metric: "wall-time",
    metricName: "time",
    unit: "ns",
    direction: "lower-is-better",
    samples,
    ...summary ? { summary } : {},
    format: "pytest-benchmark-json",
    source: { file, jsonPath: path }
  };
}
function completeData(data, file, path, diagnostics) {
  if (!data) return [];
  let others = 0;
  for (const v of data) if (typeof v !== "number" && v !== null) others++;
  if (others === 0) return data;
  diagnostics.push(
    diagnostic(
      "warning",
      file,
      `${path}.stats.data`,
      `holds ${others} entr${others === 1 ? "y" : "ies"} that are not numbers, so it is incomplete; the stats summary was used`
    )
  );
  return [];
}
function boundedParams(params, file, path, diagnostics) {
  const kept = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === "object" && nestsDeeperThan(value, PARAM_NESTING_LIMIT)) {
      diagnostics.push(
        diagnostic(
          "info",
          file,
          childPath(path, key),
          `parameter value nested more than ${PARAM_NESTING_LIMIT} levels deep left out of the benchmark key`
        )
      );
      continue;
    }
    const text = typeof value === "string" ? value : JSON.stringify(value);
    if (text.length <= PARAM_VALUE_LIMIT) kept[key] = text;
    else
      diagnostics.push(
        diagnostic(
          "info",
          file,
          childPath(path, key),
          `parameter value of ${text.length} characters left out of the benchmark key`
        )
      );
  }
  return kept;
}
function environmentOf7(info) {
  const text = (v) => typeof v === "string" || typeof v === "number" ? String(v) : "";
  const cpu = info.cpu ?? {};
  const entries = [
    ["cpu", text(cpu.brand_raw ?? cpu.brand)],
    ["cores", text(cpu.count)],
    ["frequency", text(cpu.hz_advertised_friendly)],
    ["os", [text(info.system), text(info.release)].filter(Boolean).join(" ")],
    ["arch", text(info.machine)],
    ["compiler", text(info.python_compiler)],
    ["runtime", [text(info.python_implementation), text(info.python_version)].join(" ").trim()]
  ];
  return Object.fromEntries(entries.filter(([, value]) => value !== ""));
}
function runOf2(root) {
  const info = isPlainObject(root.machine_info) ? root.machine_info : {};
  const commit = isPlainObject(root.commit_info) ? root.commit_info : {};
  const cpu = isPlainObject(info.cpu) ? info.cpu : {};
  const facts = {};
  const set = (key, value) => {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      const text = String(value);
      if (text !== "") facts[key] = boundedName(text);
    }
  };
  set("machine_info.node", info.node);
  set("machine_info.machine", info.machine);
  set("machine_info.system", info.system);
  set("machine_info.release", info.release);
  set("machine_info.python_implementation", info.python_implementation);
  set("machine_info.python_version", info.python_version);
  set("machine_info.cpu.brand", cpu.brand_raw ?? cpu.brand);
  set("commit_info.id", commit.id);
  const started = runStart(root.datetime, "utc");
  if (started === void 0 && Object.keys(facts).length === 0) return void 0;
  return started === void 0 ? { facts } : { started, facts };
}

// src/parse/formats/libtest-results.ts
var LIBTEST_SAMPLES = 50;
var RANGE_TO_MAD = 0.6744897501960817 / 3.289707253902945;
function libtestResults(line, format2, source, diagnostics) {
  const location = `line ${String(source.line)}`;
  if (!Number.isFinite(line.value)) {
    diagnostics.push(
      diagnostic("error", source.file, location, `"${line.name}" has no numeric value; skipped`)
    );
    return [];
  }
  if (line.value < 0)
    diagnostics.push(
      diagnostic("error", source.file, location, "negative value: a time cannot be negative")
    );
  const results = [
    summaryResult(line.name, line.value, line.unit, line.quantum, format2, source, line.range)
  ];
  if (line.rate !== void 0 && line.rateUnit !== void 0)
    results.push(
      summaryResult(line.name, line.rate, line.rateUnit, () => void 0, format2, source)
    );
  return results;
}
function summaryResult(name, value, printedUnit, quantumOf2, format2, source, range) {
  const normalized = normalizeUnit(printedUnit);
  const quantum = quantumOf2(normalized.factor);
  const median = value * normalized.factor;
  const summary = range !== void 0 && Number.isFinite(range) && range >= 0 ? { n: LIBTEST_SAMPLES, median, mad: range * normalized.factor * RANGE_TO_MAD } : { n: 1, median };
  return {
    benchmark: { name },
    metric: normalized.metric,
    metricName: printedUnit,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary,
    ...quantum === void 0 ? {} : { quantum },
    format: format2,
    source
  };
}

// src/parse/formats/rust-libtest-json.ts
var BenchEvent = external_exports.object({
  type: external_exports.literal("bench"),
  name: external_exports.string(),
  median: external_exports.number(),
  deviation: external_exports.number().optional(),
  mib_per_second: external_exports.number().optional()
});
var rustLibtestJson = {
  id: "rust-libtest-json",
  harness: "cargo bench (libtest)",
  // `[ \t]*`, not `\s*`: `\s*` crosses lines, so every line start would re-read the blank
  // lines after it (quadratic in a file of blank lines).
  detect: ({ text }) => /^[ \t]*\{.*"type"\s*:\s*"bench"/m.test(text) && /"median"\s*:/.test(text),
  parse: parse26
};
function parse26(source) {
  const diagnostics = [];
  const results = [];
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    if (!/"type"\s*:\s*"bench"/.test(raw)) return;
    let value;
    try {
      value = JSON.parse(raw);
    } catch {
      diagnostics.push(
        diagnostic("error", source.name, `line ${line}`, "is not a complete JSON event; skipped")
      );
      return;
    }
    const event = readRecord(BenchEvent, value, source.name, `line ${line}: $`, diagnostics);
    if (!event) return;
    results.push(
      ...libtestResults(
        {
          name: event.name,
          value: event.median,
          unit: "ns/iter",
          quantum: () => void 0,
          // libtest computes this as bytes · 1000 / ns, i.e. MB/s, whatever the key says.
          ...event.mib_per_second === void 0 ? {} : { rate: event.mib_per_second, rateUnit: "MB/s" }
        },
        "rust-libtest-json",
        { file: source.name, line },
        diagnostics
      )
    );
  });
  return { results, diagnostics, environment: {} };
}

// src/parse/formats/rust-libtest-text.ts
var NUMBER2 = String.raw`[\d,]+(?:\.\d+)?`;
var BENCH_LINE = new RegExp(
  String.raw`^test (.+?)\s+\.\.\. bench:\s+(${NUMBER2}) (\S+) \(\+/- (${NUMBER2})\)(?: = (${NUMBER2}) (\S+))?\s*$`
);
var rustLibtestText = {
  id: "rust-libtest-text",
  harness: "cargo bench (libtest)",
  aliases: ["cargo"],
  detect: ({ text }) => /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/- [\d,.]+\)/m.test(text),
  parse: parse27
};
function parse27(source) {
  const diagnostics = [];
  const results = [];
  const libtest = /^running \d+ tests?\s*$/m.test(source.text);
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const match = BENCH_LINE.exec(raw.trimEnd());
    if (!match) return;
    const [, name = "", value = "", unit = "", spread = "", rate, rateUnit] = match;
    results.push(
      ...libtestResults(
        {
          name,
          value: number(value),
          unit,
          quantum: (factor) => printedQuantum(value, factor),
          ...libtest ? { range: number(spread) } : {},
          ...rate !== void 0 && rateUnit !== void 0 ? { rate: number(rate), rateUnit } : {}
        },
        "rust-libtest-text",
        { file: source.name, line: index + 1 },
        diagnostics
      )
    );
  });
  return { results, diagnostics, environment: {} };
}
function number(text) {
  return Number(text.replaceAll(",", ""));
}

// src/parse/formats/google-benchmark-json.ts
var Row2 = external_exports.looseObject({
  name: external_exports.string(),
  run_name: external_exports.string().optional(),
  run_type: external_exports.enum(["iteration", "aggregate"]).optional(),
  aggregate_name: external_exports.string().optional(),
  repetitions: external_exports.number().optional(),
  iterations: external_exports.number().optional(),
  real_time: external_exports.number().nullable().optional(),
  cpu_time: external_exports.number().nullable().optional(),
  time_unit: external_exports.string().optional(),
  error_occurred: external_exports.boolean().optional(),
  error_message: external_exports.string().optional(),
  skipped: external_exports.union([external_exports.boolean(), external_exports.number(), external_exports.string()]).optional(),
  skip_message: external_exports.string().optional()
});
function isRow(value) {
  if (!isPlainObject(value)) return false;
  const { run_type: runType, skipped } = value;
  return typeof value.name === "string" && isOptionalString(value.run_name) && (runType === void 0 || runType === "iteration" || runType === "aggregate") && isOptionalString(value.aggregate_name) && isOptionalNumber(value.repetitions) && isOptionalNumber(value.iterations) && isOptionalFigure(value.real_time) && isOptionalFigure(value.cpu_time) && isOptionalString(value.time_unit) && isOptionalBoolean(value.error_occurred) && isOptionalString(value.error_message) && (isOptionalBoolean(skipped) || isOptionalNumber(skipped) || typeof skipped === "string") && isOptionalString(value.skip_message);
}
var Document9 = external_exports.object({
  context: external_exports.looseObject({}).optional(),
  benchmarks: external_exports.array(external_exports.unknown())
});
function isDocument2(value) {
  return isPlainObject(value) && Array.isArray(value.benchmarks) && (value.context === void 0 || isPlainObject(value.context));
}
var KNOWN_KEYS = /* @__PURE__ */ new Set([
  "name",
  "family_index",
  "per_family_instance_index",
  "run_name",
  "run_type",
  "repetitions",
  "repetition_index",
  "threads",
  "iterations",
  "real_time",
  "cpu_time",
  "time_unit",
  "aggregate_name",
  "aggregate_unit",
  "error_occurred",
  "error_message",
  "skipped",
  "skip_message",
  "label",
  "big_o",
  "cpu_coefficient",
  "real_coefficient",
  "rms",
  "manual_time",
  "bytes_per_second",
  "items_per_second"
]);
var googleBenchmarkJson = {
  id: "google-benchmark-json",
  harness: "Google Benchmark",
  aliases: ["googlecpp"],
  detect: ({ text }) => /"benchmarks"\s*:/.test(text) && /"(run_type|real_time|cpu_time|time_unit)"\s*:/.test(text),
  parse: parse28
};
function parse28(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document9, diagnostics, isDocument2);
  if (!root) return { results: [], diagnostics, environment: {} };
  const environment = environmentOf8(root.context ?? {});
  if (environment["build-type"] === "debug")
    diagnostics.push(
      diagnostic("warning", source.name, "$.context.library_build_type", DEBUG_LIBRARY_NOTE)
    );
  const groups = groupRows2(root.benchmarks, source.name, diagnostics);
  const run = root.context === void 0 ? void 0 : runOf3(root.context);
  const results = [];
  for (const group of groups.values()) {
    const made = groupResults(group, source.name, diagnostics);
    if (run !== void 0) for (const result of made) result.run = run;
    keepResults(results, made);
  }
  return { results, diagnostics, environment };
}
function groupRows2(rows, file, diagnostics) {
  const groups = /* @__PURE__ */ new Map();
  let last;
  for (let index = 0; index < rows.length; index++) {
    const raw = rows[index];
    const row2 = isRow(raw) ? raw : readRecord(Row2, raw, file, rowPath(index), diagnostics);
    if (!row2) continue;
    if (row2.run_type === "aggregate" && COMPLEXITY_ROWS.has(row2.aggregate_name ?? "")) continue;
    const runName = row2.run_name ?? row2.name;
    let group = last?.runName === runName ? last : groups.get(runName);
    if (!group) {
      group = {
        runName,
        path: rowPath(index),
        iterations: [],
        iterationIndices: [],
        aggregates: /* @__PURE__ */ new Map()
      };
      groups.set(runName, group);
    }
    last = group;
    if (row2.run_type === "aggregate") {
      group.aggregates.set(row2.aggregate_name ?? "", { row: row2, index });
    } else {
      group.iterations.push(row2);
      group.iterationIndices.push(index);
    }
  }
  return groups;
}
var COMPLEXITY_ROWS = /* @__PURE__ */ new Set(["BigO", "RMS"]);
function rowPath(index) {
  return childPath("$.benchmarks", index);
}
function groupResults(group, file, diagnostics) {
  const failedAt = group.iterations.findIndex(isFailed);
  const failed3 = failedAt >= 0 ? { row: group.iterations[failedAt], index: group.iterationIndices[failedAt] ?? 0 } : [...group.aggregates.values()].find(({ row: row2 }) => isFailed(row2));
  if (failed3) {
    const failure = failed3.row.error_occurred === true ? { message: failureMessage(failed3.row.error_message, "the benchmark reported an error") } : void 0;
    const message = failed3.row.skip_message ?? "skipped by the benchmark";
    return [errored(group, file, rowPath(failed3.index), message, failure)];
  }
  if (group.iterations.length > 0) return fromIterations(group, file, diagnostics);
  return fromAggregates(group, file, diagnostics);
}
function isFailed(row2) {
  return row2.error_occurred === true || isSkipped(row2);
}
function isSkipped(row2) {
  return row2.skipped !== void 0 && row2.skipped !== false && row2.skipped !== 0 && row2.skipped !== "NotSkipped";
}
function timeFactor2(row2, file, path, diagnostics) {
  const factor = nanosecondsPer(row2.time_unit ?? "ns");
  if (factor === void 0)
    diagnostics.push(
      diagnostic(
        "error",
        file,
        `${path}.time_unit`,
        `unknown time unit "${row2.time_unit ?? ""}"; this benchmark was skipped`
      )
    );
  return factor;
}
var TIME_SPECS = [
  { key: "real_time", metric: "wall-time", unit: "ns", direction: "lower-is-better", timed: true },
  { key: "cpu_time", metric: "cpu-time", unit: "ns", direction: "lower-is-better", timed: true }
];
var BYTES_RATE = {
  key: "bytes_per_second",
  metric: "throughput",
  unit: "B/s",
  direction: "higher-is-better",
  timed: false
};
var ITEMS_RATE = {
  key: "items_per_second",
  metric: "throughput",
  unit: "ops/s",
  direction: "higher-is-better",
  timed: false
};
function metricSpecs(rows, file, path, diagnostics) {
  const [first] = rows;
  if (!first) return { specs: [], time: 1 };
  const time = timeFactor2(first, file, path, diagnostics);
  if (time === void 0) return { specs: [], time: 1 };
  const specs = [...TIME_SPECS];
  let bytesRate = false;
  let itemsRate = false;
  const counters = /* @__PURE__ */ new Set();
  for (const r of rows) {
    bytesRate ||= typeof r.bytes_per_second === "number";
    itemsRate ||= typeof r.items_per_second === "number";
    for (const key in r)
      if (!KNOWN_KEYS.has(key) && (typeof r[key] === "number" || r[key] === null)) counters.add(key);
  }
  if (bytesRate) specs.push(BYTES_RATE);
  if (itemsRate) specs.push(ITEMS_RATE);
  for (const key of counters)
    specs.push({ key, metric: "custom", unit: "count", direction: "unknown", timed: false });
  return { specs, time };
}
function fromIterations(group, file, diagnostics) {
  const rows = group.iterations;
  const { specs, time } = metricSpecs(rows, file, group.path, diagnostics);
  return specs.map((spec) => {
    const values = rows.map((row2) => numberOrNull(row2[spec.key]));
    if (spec.metric === "custom" && values.every((v) => v === null))
      return base3(group, spec, file, {
        samples: [],
        error: nonFiniteCounter(spec.key, "repetition")
      });
    const factor = spec.timed ? time : 1;
    const samples = toSamples(values, factor, file, `${group.path}.${spec.key}`, diagnostics);
    return base3(group, spec, file, { samples });
  });
}
function fromAggregates(group, file, diagnostics) {
  const mean = group.aggregates.get("mean");
  if (!mean) {
    diagnostics.push(
      diagnostic(
        "warning",
        file,
        group.path,
        `benchmark "${group.runName}" has neither iteration rows nor a mean; skipped`
      )
    );
    return [];
  }
  const rows = [...group.aggregates.values()].map(({ row: row2 }) => row2);
  const n2 = mean.row.repetitions ?? mean.row.iterations ?? 1;
  const { specs, time } = metricSpecs(rows, file, rowPath(mean.index), diagnostics);
  return specs.map((spec) => {
    const factor = spec.timed ? time : 1;
    const value = (kind) => {
      const v = numberOrNull(group.aggregates.get(kind)?.row[spec.key]);
      return v === null ? void 0 : v * factor;
    };
    const mean2 = value("mean");
    if (spec.metric === "custom" && group.aggregates.get("mean")?.row[spec.key] === null)
      return base3(group, spec, file, { samples: [], error: nonFiniteCounter(spec.key, "mean") });
    const sd = value("stddev");
    const constant = sd === 0 && n2 >= 2 && mean2 !== void 0;
    const summary = summaryStats(n2, {
      mean: mean2,
      sd,
      median: value("median"),
      min: value("min") ?? (constant ? mean2 : void 0),
      max: value("max") ?? (constant ? mean2 : void 0)
    });
    return base3(group, spec, file, summary ? { samples: [], summary } : { samples: [] });
  });
}
function base3(group, spec, file, values) {
  return {
    benchmark: { name: group.runName },
    metric: spec.metric,
    metricName: spec.key,
    unit: spec.unit,
    direction: spec.direction,
    ...values,
    format: "google-benchmark-json",
    source: { file, jsonPath: group.path }
  };
}
function errored(group, file, path, message, failure) {
  return {
    benchmark: { name: group.runName },
    metric: "wall-time",
    metricName: "real_time",
    unit: "ns",
    direction: "lower-is-better",
    samples: [],
    ...failure === void 0 ? { error: message } : { failure },
    format: "google-benchmark-json",
    source: { file, jsonPath: path }
  };
}
function numberOrNull(value) {
  return typeof value === "number" ? value : null;
}
function environmentOf8(context) {
  const environment = {};
  const text = (v) => typeof v === "string" || typeof v === "number" ? String(v) : void 0;
  const set = (key, value) => {
    if (value !== void 0 && value !== "") environment[key] = value;
  };
  set("cores", text(context.num_cpus));
  set(
    "frequency",
    context.mhz_per_cpu === void 0 ? void 0 : `${text(context.mhz_per_cpu) ?? ""} MHz`
  );
  set("build-type", text(context.library_build_type));
  set(
    "cpu-scaling",
    typeof context.cpu_scaling_enabled === "boolean" ? String(context.cpu_scaling_enabled) : text(context.cpu_scaling_enabled)
  );
  return environment;
}
var RUN_FACTS = [
  "host_name",
  "executable",
  "library_build_type",
  "library_version",
  "num_cpus",
  "caches"
];
function runOf3(context) {
  const facts = {};
  for (const key of RUN_FACTS) {
    const value = context[key];
    const text = typeof value === "string" || typeof value === "number" ? String(value) : key === "caches" && Array.isArray(value) ? cachesText(value) : void 0;
    if (text !== void 0 && text !== "") facts[key] = boundedName(text);
  }
  const started = runStart(context.date, "unknown");
  return started === void 0 ? { facts } : { started, facts };
}
function cachesText(caches) {
  return caches.map((cache) => {
    if (!isPlainObject(cache)) return "?";
    const { level, type, size } = cache;
    const kib = typeof size === "number" ? `${size / 1024} KiB` : "?";
    return `L${typeof level === "number" ? level : "?"} ${typeof type === "string" ? type : "?"} ${kib}`;
  }).join(", ");
}

// src/parse/formats/hyperfine-json.ts
var SECOND3 = 1e9;
var Entry3 = external_exports.object({
  command: external_exports.string(),
  mean: external_exports.number().nullable().optional(),
  stddev: external_exports.number().nullable().optional(),
  median: external_exports.number().nullable().optional(),
  min: external_exports.number().nullable().optional(),
  max: external_exports.number().nullable().optional(),
  times: external_exports.array(external_exports.number().nullable()).optional(),
  exit_codes: external_exports.array(external_exports.number().nullable()).optional(),
  parameters: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number()])).optional()
});
var Document10 = external_exports.object({ results: external_exports.array(external_exports.unknown()) });
var hyperfineJson = {
  id: "hyperfine-json",
  harness: "hyperfine",
  detect: ({ text }) => /"results"\s*:/.test(text) && /"command"\s*:/.test(text),
  parse: parse29
};
function parse29(source) {
  const diagnostics = [];
  const root = readJsonRoot(source, Document10, diagnostics);
  const results = [];
  root?.results.forEach((raw, index) => {
    const path = childPath("$.results", index);
    const entry = readRecord(Entry3, raw, source.name, path, diagnostics);
    if (entry) keepResult(results, toResult17(entry, source.name, path, diagnostics));
  });
  return { results, diagnostics, environment: {} };
}
function toResult17(entry, file, path, diagnostics) {
  const codes = entry.exit_codes ?? [];
  const failure = failureOf3(codes);
  const times = entry.times ?? [];
  const good = failure === void 0 ? times : codes.length === times.length ? times.filter((_, i) => codes[i] === 0) : [];
  const samples = toSamples(good, SECOND3, file, `${path}.times`, diagnostics);
  const params = entry.parameters ? Object.fromEntries(Object.entries(entry.parameters).map(([k, v]) => [k, String(v)])) : void 0;
  return {
    benchmark: params ? { name: entry.command, params } : { name: entry.command },
    metric: "wall-time",
    metricName: "wall time",
    unit: "ns",
    direction: "lower-is-better",
    samples,
    ...samples.length === 0 && failure === void 0 ? summaryOf(entry) : {},
    ...failure === void 0 ? {} : { failure },
    format: "hyperfine-json",
    source: { file, jsonPath: path }
  };
}
function failureOf3(codes) {
  const failed3 = codes.filter((code) => code !== 0);
  if (failed3.length === 0) return void 0;
  const exits = [...new Set(failed3.filter((code) => code !== null))].sort((a, b) => a - b);
  const parts = [
    ...exits.length > 0 ? [`exit code${exits.length > 1 ? "s" : ""} ${exits.join(", ")}`] : [],
    ...failed3.includes(null) ? ["ended by a signal"] : []
  ];
  return { message: parts.join("; "), failedRuns: failed3.length, runs: codes.length };
}
function summaryOf(entry) {
  const scaled2 = (v) => typeof v === "number" ? v * SECOND3 : void 0;
  const summary = summaryStats(1, {
    mean: scaled2(entry.mean),
    sd: scaled2(entry.stddev),
    median: scaled2(entry.median),
    min: scaled2(entry.min),
    max: scaled2(entry.max)
  });
  return summary ? { summary } : {};
}

// src/parse/formats/registry.ts
var formatAdapters = [
  hyperfineJson,
  googleBenchmarkJson,
  goTestText,
  goTestJson,
  googleBenchmarkCsv,
  pytestBenchmarkJson,
  catch2Text,
  catch2Xml,
  rustLibtestText,
  rustLibtestJson,
  criterionText,
  criterionJson,
  cargoCriterionJson,
  jmhJson,
  benchmarkDotNetJson,
  vitestBenchJson,
  tinybenchTasksJson,
  tinybenchTableJson,
  mitataJson,
  juliaBenchmarkToolsJson,
  asvJson,
  pyperfJson,
  bencherBmfJson,
  customJson,
  customSmallerIsBetter,
  customBiggerIsBetter,
  benchmarkjsText,
  luauBenchText,
  callgrindText,
  cachegrindText,
  perfStatText,
  perfStatCsv,
  gnuTimeText
];
var FORMAT_IDS = formatAdapters.map((adapter) => adapter.id);
function findAdapter(id) {
  return formatAdapters.find(
    (adapter) => adapter.id === id || (adapter.aliases?.includes(id) ?? false)
  );
}

// src/parse/sides/companion-files.ts
var KINDS = [
  {
    kind: "callgrind_annotate/cg_annotate output",
    is: ({ text }) => /^-{20,}\r?\n(?:Profile data file|I1 cache:|Invocation:|Command:)/m.test(text.slice(0, 4096))
  },
  { kind: "valgrind log", is: ({ text }) => /^==\d+== /.test(text) },
  {
    kind: "HTML/SVG report",
    is: ({ name, text }) => /\.(?:html?|svg|css|js)$/i.test(name) || /^\s*<(?:!DOCTYPE|html|svg|\?xml)/i.test(text)
  },
  { kind: "log", is: ({ name }) => /\.(?:log|out\.txt)$/i.test(name) }
];
var LISTED = 3;
var HEAD = 4096;
function companionHead(source) {
  const start = source.text.search(/\S/);
  return { name: source.name, text: source.text.slice(0, Math.max(HEAD, start + HEAD)) };
}
function isUnreadMessage(d) {
  return d.severity === "error" && d.message.startsWith("format not recognised") || d.severity === "warning" && d.message === "holds no benchmark results";
}
function summariseCompanions(diagnostics, sources, anyResults) {
  if (!anyResults) return [...diagnostics];
  const byName = new Map(sources.map((s) => [s.name, s]));
  const kinds = /* @__PURE__ */ new Map();
  const companion = /* @__PURE__ */ new Set();
  for (const d of diagnostics) {
    if (!isUnreadMessage(d)) continue;
    const source = byName.get(d.file);
    const kind = source && KINDS.find((k) => k.is(source))?.kind;
    if (!kind) continue;
    companion.add(d);
    kinds.set(kind, [...kinds.get(kind) ?? [], d.file]);
  }
  if (companion.size === 0) return [...diagnostics];
  const parts = [...kinds].map(([kind, files]) => {
    const shown = files.slice(0, LISTED).join(", ");
    const more = files.length > LISTED ? ` and ${files.length - LISTED} more` : "";
    return `${files.length} ${kind} (${shown}${more})`;
  });
  const first = [...companion][0];
  return [
    ...diagnostics.filter((d) => !companion.has(d)),
    diagnostic(
      "warning",
      first?.file ?? "",
      "",
      `${plural(companion.size, "companion file")} of the harness ${companion.size === 1 ? "is not a result file and was" : "are not results and were"} not read: ${parts.join("; ")}`
    )
  ];
}

// src/parse/sides/duplicates.ts
var ONE_PLACE_PER_RUN = {
  "criterion-json": criterionPlace
};
function criterionPlace(file) {
  const path = file.replaceAll("\\", "/");
  const place = path.replace(/\/(?:new|base|change)\/[^/]+$/, "");
  const root = place.lastIndexOf("criterion/");
  return { run: root >= 0 ? place.slice(0, root + "criterion/".length) : "", place };
}
function markDuplicates(results) {
  const diagnostics = [];
  const seen = /* @__PURE__ */ new Map();
  const marked = /* @__PURE__ */ new Map();
  results.forEach((result, index) => {
    const placeOf = ONE_PLACE_PER_RUN[result.format];
    if (!placeOf) return;
    const { run, place } = placeOf(result.source.file);
    const key = JSON.stringify([
      result.format,
      benchmarkKey(result.benchmark),
      result.metricName,
      run
    ]);
    const first = seen.get(key);
    if (!first) {
      seen.set(key, { run, place, index });
      return;
    }
    if (first.place === place) return;
    const message = `"${result.benchmark.name}" is in two directories of one Criterion tree, ${first.place} and ${place}: one is stale (a cached target/?); not compared until one is removed`;
    if (!marked.has(first.index))
      diagnostics.push(diagnostic("warning", result.source.file, "", message));
    marked.set(first.index, message);
    marked.set(index, message);
  });
  if (marked.size === 0) return { results, diagnostics };
  return {
    results: results.map((r, i) => {
      const duplicate = marked.get(i);
      return duplicate === void 0 ? r : { ...r, duplicate };
    }),
    diagnostics
  };
}

// src/parse/sides/identical-files.ts
var IdenticalFiles = class {
  first = /* @__PURE__ */ new Map();
  /**
   * Notes `name`'s bytes; answers the warning to give when an earlier file had the same bytes,
   * else undefined. Empty files are not compared (each one says it is empty). Calling it again
   * for the file first seen with these bytes answers undefined.
   */
  copyOf(name, bytes) {
    if (bytes.byteLength === 0) return void 0;
    const key = `${bytes.byteLength}:${cyrb53(bytes)}`;
    const earlier = this.first.get(key);
    if (earlier === void 0) {
      this.first.set(key, name);
      return void 0;
    }
    if (earlier === name) return void 0;
    return diagnostic(
      "warning",
      name,
      "",
      `has the same bytes as ${earlier}: read once, so that its samples are not counted twice (two copies of one result file, or two names for it)`
    );
  }
};

// src/parse/sides/file-sets.ts
function fileSetReaders(adapters, format2) {
  return adapters.flatMap(
    (adapter) => adapter.fileSet !== void 0 && (format2 === "auto" || adapter.id === format2 || (adapter.aliases?.includes(format2) ?? false)) ? [adapter.fileSet] : []
  );
}
function claimOf(source, readers) {
  for (const [i, reader] of readers.entries()) {
    if (!reader.claimsName(source.name)) continue;
    const set = reader.setOf(source);
    if (set !== void 0) return { key: JSON.stringify([i, set]), reader };
  }
  return void 0;
}

// src/parse/sides/parse-text.ts
function parseText(source, format2) {
  if (source.text.trim() === "") return failed2(emptyFile(source.name, source.text));
  if (format2 !== "auto") {
    const adapter = findAdapter(format2);
    if (adapter) return parseAs(adapter, format2, source);
    return failed2(
      diagnostic("error", source.name, "", `unknown format "${format2}"; ${SEE_FORMAT_IDS}`)
    );
  }
  const sniffed = sniffHead(source);
  if (sniffed && readsCleanly(sniffed.parsed)) return sniffed.parsed;
  const parse30 = (adapter) => adapter === sniffed?.adapter ? sniffed.parsed : inFreshRoom(() => adapter.parse(source));
  const candidates = formatAdapters.filter((adapter) => adapter.detect(source));
  const [only] = candidates;
  if (only === void 0)
    return failed2(
      diagnostic(
        "error",
        source.name,
        "",
        `format not recognised (none of the ${FORMAT_IDS.length} known formats matched); set the format explicitly: ${SEE_FORMAT_IDS}`
      )
    );
  if (candidates.length === 1) return parse30(only);
  return pickAmong(source, candidates, parse30);
}
var SEE_FORMAT_IDS = 'the format ids are listed under "Harness formats" in the README';
function parseAs(adapter, format2, source) {
  const parsed = inFreshRoom(() => adapter.parse(source));
  if (parsed.results.length > 0) return parsed;
  const detected = [...new Set(parseText(source, "auto").results.map((r) => r.format))].filter(
    (id) => id !== adapter.id
  );
  const looksLike = detected.length > 0 ? `; it looks like ${detected.join(" and ")}: set the format to that, or to auto` : "";
  const said = parsed.diagnostics.some((d) => d.severity !== "info");
  if (looksLike === "" && said) return parsed;
  const named = format2 === adapter.id ? format2 : `${format2} (${adapter.id})`;
  const problem = diagnostic(
    looksLike === "" ? "warning" : "error",
    source.name,
    "",
    `the format ${named} read no benchmark results from this file${looksLike}`
  );
  return { ...parsed, diagnostics: [problem, ...parsed.diagnostics] };
}
var SNIFF_LENGTH = 256 * 1024;
function sniffHead(source) {
  if (source.text.length <= SNIFF_LENGTH) return void 0;
  const lineEnd = source.text.lastIndexOf("\n", SNIFF_LENGTH - 1);
  const head = {
    name: source.name,
    text: source.text.slice(0, lineEnd >= 0 ? lineEnd + 1 : SNIFF_LENGTH)
  };
  const likely = formatAdapters.filter((adapter) => adapter.detect(head));
  const [only] = likely;
  if (only === void 0 || likely.length > 1) return void 0;
  return { adapter: only, parsed: inFreshRoom(() => only.parse(source)) };
}
function readsCleanly(parsed) {
  return parsed.results.length > 0 && !parsed.diagnostics.some((d) => d.severity === "error");
}
function pickAmong(source, candidates, parse30) {
  const attempts = candidates.map((adapter) => ({ adapter, parsed: parse30(adapter) }));
  const clean = attempts.filter(({ parsed }) => readsCleanly(parsed));
  const [first] = clean;
  if (clean.length === 1 && first) return first.parsed;
  const ids = (clean.length > 1 ? clean : attempts).map(({ adapter }) => adapter.id);
  if (clean.length === 0 && attempts[0]) return attempts[0].parsed;
  return failed2(
    diagnostic(
      "error",
      source.name,
      "",
      `ambiguous format: reads as ${ids.join(" and ")}; set the format explicitly`
    )
  );
}
function failed2(problem) {
  return { results: [], diagnostics: [problem], environment: {} };
}

// src/parse/sides/result-checks.ts
var NO_RESULTS = "holds no benchmark results";
var MAX_DIAGNOSTICS_PER_FILE = 50;
var MAX_DIAGNOSTICS_PER_SIDE = 1e3;
function readChecked(read, file, single) {
  let parsed;
  try {
    parsed = read();
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      results: [],
      diagnostics: [
        diagnostic(
          "error",
          file,
          "",
          `could not be read because of a bug in bench-verdict (${reason.slice(0, 200)}); please report it. The other files were read.`
        )
      ],
      environment: {}
    };
  }
  const checked = checkParsedFile(parsed, file);
  if (!single || checked.results.length > 0 || checked.diagnostics.some((d) => d.severity !== "info"))
    return checked;
  return {
    ...checked,
    diagnostics: [...checked.diagnostics, diagnostic("warning", file, "", NO_RESULTS)]
  };
}
function checkParsedFile(parsed, file) {
  const diagnostics = parsed.diagnostics.map((d) => d.file === "" ? { ...d, file } : d);
  const results = parsed.results.map((result) => checkResult(result, file, diagnostics));
  const environment = Object.fromEntries(
    Object.entries(parsed.environment).map(([key, value]) => [key, boundedName(value)])
  );
  return {
    results,
    diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS_PER_FILE, "in this file"),
    environment
  };
}
function capDiagnostics(diagnostics, max, scope) {
  if (diagnostics.length <= max) return [...diagnostics];
  const omitted = diagnostics.slice(max);
  const severity = omitted.some((d) => d.severity === "error") ? "error" : omitted.some((d) => d.severity === "warning") ? "warning" : "info";
  return [
    ...diagnostics.slice(0, max),
    diagnostic(
      severity,
      omitted[0]?.file ?? "",
      "",
      `${plural(omitted.length, "more problem")} ${scope} ${omitted.length === 1 ? "is" : "are"} not listed`
    )
  ];
}
function checkResult(result, fallbackFile, diagnostics) {
  const file = result.source.file || fallbackFile;
  const { source } = result;
  const location = source.jsonPath ?? (source.line === void 0 ? "" : `line ${String(source.line)}`);
  const report = (severity, message) => diagnostics.push(diagnostic(severity, file, location, message));
  const benchmark = boundedId(result.benchmark);
  let checked = benchmark === result.benchmark ? result : { ...result, benchmark };
  if (!result.samples.every(Number.isFinite)) {
    const keep = result.samples.map(Number.isFinite);
    const samples = result.samples.filter((_, i) => keep[i]);
    report(
      "warning",
      `${plural(result.samples.length - samples.length, "value")} out of range dropped`
    );
    checked = {
      ...checked,
      samples,
      ...result.rounds ? { rounds: result.rounds.filter((_, i) => keep[i]) } : {}
    };
  }
  if (result.summary) {
    const { summary, problem } = checkSummary(result.summary);
    if (problem) report("warning", problem);
    checked = summary ? { ...checked, summary } : omit(checked, "summary");
  }
  if (result.quantum !== void 0 && !(Number.isFinite(result.quantum) && result.quantum > 0)) {
    checked = omit(checked, "quantum");
  }
  if (isNegative(checked) && !reported(diagnostics, file, location))
    report("error", "a negative value: a time, count or rate cannot be negative");
  return checked;
}
function checkSummary(summary) {
  const problems = [];
  const { n: n2, ...figures } = summary;
  const finite2 = Object.fromEntries(
    Object.entries(figures).filter(([key, value]) => {
      const ok = typeof value === "number" && Number.isFinite(value);
      if (!ok) problems.push(`${key} out of range`);
      return ok;
    })
  );
  const count = Number.isSafeInteger(n2) && n2 >= 1 ? n2 : 1;
  if (count !== n2)
    problems.push(`sample count ${String(n2)} is not a positive whole number (read as 1)`);
  const problem = problems.length > 0 ? `summary: ${problems.join(", ")}` : void 0;
  if (finite2.mean === void 0 && finite2.median === void 0)
    return { summary: void 0, problem };
  return { summary: { n: count, ...finite2 }, problem };
}
function isNegative(result) {
  if (result.metric === "custom") return false;
  const { summary } = result;
  return result.samples.some((x) => x < 0) || [summary?.mean, summary?.median, summary?.min, summary?.max].some(
    (x) => x !== void 0 && x < 0
  );
}
function reported(diagnostics, file, location) {
  return diagnostics.some(
    (d) => d.file === file && d.severity === "error" && /negative/i.test(d.message) && d.location.startsWith(location)
  );
}
function boundedId(id) {
  const long = (text, limit2) => text !== void 0 && text.length > limit2;
  const params = Object.entries(id.params ?? {});
  if (!long(id.name, NAME_LIMIT) && !long(id.suite, NAME_LIMIT) && !params.some(([key, value]) => long(key, NAME_LIMIT) || long(value, PARAM_VALUE_LIMIT)))
    return id;
  return {
    ...id,
    ...id.suite === void 0 ? {} : { suite: boundedName(id.suite) },
    name: boundedName(id.name),
    ...id.params ? {
      params: Object.fromEntries(
        params.map(([key, value]) => [
          boundedName(key),
          value.length <= PARAM_VALUE_LIMIT ? value : boundedName(value)
        ])
      )
    } : {}
  };
}
function omit(value, key) {
  const copy = { ...value };
  Reflect.deleteProperty(copy, key);
  return copy;
}

// src/parse/sides/run-budget.ts
var DEFAULT_RUN_BUDGET = {
  benchmarks: 2 * MAX_BENCHMARKS_PER_SIDE,
  results: 2 * MAX_RESULTS_PER_SIDE,
  samples: 2 * MAX_SAMPLES_PER_SIDE
};
function sidesThatFitWhole(limits, caps) {
  const fit = (key) => caps[key] === 0 ? Infinity : Math.floor(limits[key] / caps[key]);
  return Math.min(fit("benchmarks"), fit("results"), fit("samples"));
}
var RunBudget = class {
  constructor(limits) {
    this.limits = limits;
  }
  limits;
  spent = { benchmarks: 0, results: 0, samples: 0 };
  /** What is left for the next side, with the limits its messages name. */
  room() {
    const left = (key) => Math.max(0, this.limits[key] - this.spent[key]);
    return {
      limits: this.limits,
      left: { benchmarks: left("benchmarks"), results: left("results"), samples: left("samples") }
    };
  }
  /** The limit that is spent, once no result may be kept (no result, or no new benchmark, left). */
  spentOut() {
    if (this.spent.results >= this.limits.results) return "results";
    if (this.spent.benchmarks >= this.limits.benchmarks) return "benchmarks";
    return void 0;
  }
  /** Counts what a side kept (`ParsedSide.kept`, as its side caps counted it while keeping). */
  spend(kept) {
    this.spent = {
      benchmarks: this.spent.benchmarks + kept.benchmarks,
      results: this.spent.results + kept.results,
      samples: this.spent.samples + kept.samples
    };
  }
};
var n = (value) => value.toLocaleString("en");
function describeRunBudget(limits) {
  return `${n(limits.results)} results, ${n(limits.samples)} samples and ${n(limits.benchmarks)} distinct benchmarks`;
}
function historyLeftOutNote(leftOut, total, limits, limit2) {
  const kept = total - leftOut;
  const which = leftOut < total ? `the oldest ${leftOut === 1 ? "" : `${n(leftOut)} `}of the ${plural(total, "earlier base run")} ${wasWere(leftOut)} left out` : total === 1 ? "the earlier base run was left out" : total === 2 ? "both earlier base runs were left out" : `all ${plural(total, "earlier base run")} were left out`;
  const named = { results: "results", samples: "samples", benchmarks: "distinct benchmarks" }[limit2];
  const them = agree(leftOut, "it", "them");
  const rest = kept === 0 ? "No history run is compared." : `The ${kept === 1 ? "newest run is" : `${n(kept)} newest runs are`} compared as usual.`;
  return `History: ${which}. A run keeps at most ${describeRunBudget(limits)} over all its sides together (every leg's head, base, A/A control, references and history runs; docs/security.md "Reading is bounded"), and the sides read before ${them} left too few ${named} to keep ${agree(leftOut, "it", "the next one")} whole. ${rest}`;
}

// src/parse/sides/within-budget.ts
async function readWithinBudget(sides, format2, parser, limits, parseOne) {
  const ahead = Math.min(sides.length, sidesThatFitWhole(limits.run, limits.side));
  const first = ahead > 0 ? await parser(sidesFiles(sides, ahead), format2, limits.side) : [];
  const budget = new RunBudget(limits.run);
  const out = [];
  for (const parsed of first) {
    budget.spend(parsed.kept);
    out.push(parsed);
  }
  const leftOut = /* @__PURE__ */ new Map();
  for (const side of sides.slice(ahead)) {
    const { chain } = side;
    const spent = budget.spentOut();
    if (chain !== void 0 && (leftOut.has(chain) || spent !== void 0)) {
      if (spent !== void 0 && !leftOut.has(chain)) leftOut.set(chain, { limit: spent });
      side.files.length = 0;
      out.push(void 0);
      continue;
    }
    const parsed = parseOne(side.files, format2, limits.side, budget.room());
    if (chain !== void 0 && parsed.runLimit !== void 0) {
      leftOut.set(chain, { limit: parsed.runLimit });
      out.push(void 0);
      continue;
    }
    budget.spend(parsed.kept);
    out.push(parsed);
  }
  return { sides: out, leftOut };
}
function sidesFiles(sides, count) {
  return sides.slice(0, count).map((side) => side.files);
}

// src/parse/text/terminal-escapes.ts
var ESCAPE = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)|[()*+][^\n\r]|[^\n\r]?)/g;
function withoutTerminalEscapes(text) {
  return text.includes("\x1B") ? text.replace(ESCAPE, "") : text;
}

// src/parse/text/decode-text.ts
var SNIFF_BYTES = 4096;
function decodeText(file, bytes) {
  const decoded = decodeBytes(file, bytes);
  const text = withoutTerminalEscapes(decoded.text);
  return text === decoded.text ? decoded : { ...decoded, text };
}
function holdsBinary(bytes) {
  const [b0, b1, b2] = bytes;
  if (b0 === 255 && b1 === 254 || b0 === 254 && b1 === 255) return false;
  const withoutBom = b0 === 239 && b1 === 187 && b2 === 191 ? bytes.subarray(3) : bytes;
  const view = Buffer.from(withoutBom.buffer, withoutBom.byteOffset, withoutBom.byteLength);
  return view.indexOf(0) >= 0 && utf16Without(withoutBom) === void 0;
}
function decodeBytes(file, bytes) {
  const [b0, b1, b2] = bytes;
  if (b0 === 255 && b1 === 254) return decodeWith("utf-16le", file, bytes.subarray(2));
  if (b0 === 254 && b1 === 255) return decodeWith("utf-16be", file, bytes.subarray(2));
  const withoutBom = b0 === 239 && b1 === 187 && b2 === 191 ? bytes.subarray(3) : bytes;
  const nul = Buffer.from(withoutBom.buffer, withoutBom.byteOffset, withoutBom.byteLength).indexOf(
    0
  );
  if (nul < 0) return decodeWith("utf-8", file, withoutBom);
  const utf16 = utf16Without(withoutBom);
  if (utf16 === void 0)
    return {
      text: "",
      diagnostics: [
        diagnostic(
          "error",
          file,
          `byte ${nul}`,
          "holds binary data (a NUL byte), not benchmark results; skipped"
        )
      ],
      binary: true
    };
  const decoded = decodeWith(utf16, file, withoutBom);
  const note = diagnostic(
    "info",
    file,
    "",
    `has no byte-order mark but reads as ${utf16.toUpperCase()}; decoded as such`
  );
  return { text: decoded.text, diagnostics: [note, ...decoded.diagnostics] };
}
function utf16Without(bytes) {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 16) return void 0;
  let evenNuls = 0;
  let oddNuls = 0;
  for (let i = 0; i < length; i += 2) {
    if (bytes[i] === 0) evenNuls++;
    if (bytes[i + 1] === 0) oddNuls++;
  }
  const pairs = length / 2;
  if (oddNuls >= pairs * 0.4 && evenNuls === 0) return "utf-16le";
  if (evenNuls >= pairs * 0.4 && oddNuls === 0) return "utf-16be";
  return void 0;
}
function decodeWith(encoding, file, bytes) {
  try {
    return { text: new TextDecoder(encoding, { fatal: true }).decode(bytes), diagnostics: [] };
  } catch {
    const text = new TextDecoder(encoding).decode(bytes);
    return {
      text,
      diagnostics: [
        diagnostic(
          "warning",
          file,
          "",
          `is not valid ${encoding.toUpperCase()}; undecodable bytes were replaced`
        )
      ]
    };
  }
}

// src/parse/text/regexp-statics.ts
function forgetLastMatch() {
  EMPTY.exec("");
}
var EMPTY = /(?:)/;

// src/parse/sides/mixed-formats.ts
var LISTED2 = 5;
function mixedFormatWarnings(results, side) {
  const format2 = results[0]?.format;
  if (results.every((result) => result.format === format2)) return [];
  const seen = /* @__PURE__ */ new Map();
  for (const result of results) {
    const key = benchmarkKey(result.benchmark);
    const entry = seen.get(key) ?? { first: result, files: /* @__PURE__ */ new Map() };
    if (!entry.files.has(result.format)) entry.files.set(result.format, result.source.file);
    seen.set(key, entry);
  }
  const mixed = [...seen.values()].filter((entry) => entry.files.size > 1);
  const [first] = mixed;
  if (!first) return [];
  const files = [...first.files].map(([format3, file]) => `${format3} in ${file}`).join(", ");
  const names = mixed.slice(0, LISTED2).map((entry) => benchmarkLabel(entry.first.benchmark));
  const more = mixed.length > LISTED2 ? ` and ${mixed.length - LISTED2} more` : "";
  return [
    diagnostic(
      "warning",
      first.first.source.file,
      "",
      `the ${side} reports ${mixed.length === 1 ? "a benchmark" : `${mixed.length} benchmarks`} in two formats (${names.join(", ")}${more}; ${files}); each format's metrics are compared separately`
    )
  ];
}

// src/parse/sides/round-ids.ts
function compileRoundPattern(text) {
  let compiled;
  try {
    compiled = RE2JS.compile(text);
  } catch (error) {
    throw new RoundPatternError(
      `is not a regular expression RE2 can compile (${error instanceof Error ? error.message : String(error)}); backreferences and lookaround are not supported`
    );
  }
  if (compiled.groupCount() !== 1)
    throw new RoundPatternError("must have exactly one capturing group (the round number)");
  return {
    source: text,
    exec(name) {
      const matcher = compiled.matcher(name);
      return matcher.find() ? [matcher.group(0), matcher.group(1)] : null;
    }
  };
}
var RoundPatternError = class extends Error {
  name = "RoundPatternError";
};
var DEFAULT_ROUND_PATTERN = compileRoundPattern("(\\d+)\\D*$");
function assignRounds(results, pattern) {
  const diagnostics = [];
  const reported2 = /* @__PURE__ */ new Set();
  const rounds = /* @__PURE__ */ new Map();
  const roundOf = (file) => {
    if (!rounds.has(file))
      rounds.set(
        file,
        pattern.exec(file.split("/").pop() ?? file)?.[1] ?? pattern.exec(file)?.[1] ?? void 0
      );
    return rounds.get(file);
  };
  const withRounds = results.map((result) => {
    const file = result.source.file;
    const round = roundOf(file);
    if (round === void 0) {
      if (!reported2.has(file))
        diagnostics.push(
          diagnostic(
            "warning",
            file,
            "",
            "has no round number in its name; its results are not paired"
          )
        );
      reported2.add(file);
      return result;
    }
    return { ...result, rounds: result.samples.map(() => round) };
  });
  diagnostics.push(...sharedRoundWarnings(withRounds));
  return { results: withRounds, diagnostics };
}
function sharedRoundWarnings(results) {
  const fileOf = /* @__PURE__ */ new Map();
  for (const result of results) {
    const round = result.rounds?.[0];
    if (round === void 0) continue;
    const key = JSON.stringify([round, benchmarkKey(result.benchmark)]);
    const file = result.source.file;
    const other = fileOf.get(key);
    if (other === void 0) fileOf.set(key, file);
    else if (other !== file)
      return [
        diagnostic(
          "warning",
          file,
          "",
          `has round number ${round}, as ${other} does, and both hold ${benchmarkLabel(result.benchmark)}: if these are different rounds, set round-pattern (a regular expression whose one group captures the round number) so their names give different numbers`
        )
      ];
  }
  return [];
}

// src/parse/sides/separate-runs.ts
var ONE_RUN_SPAN_MS = 6 * 60 * 60 * 1e3;
var LISTED3 = 5;
function separateRuns(results) {
  const runOfFile = runsOf(results);
  if (new Set(runOfFile.values()).size < 2) return { results, diagnostics: [] };
  const holders = /* @__PURE__ */ new Map();
  for (const result of results) {
    const run = runOfFile.get(result.source.file);
    if (run === void 0) continue;
    const key = JSON.stringify([result.format, benchmarkKey(result.benchmark), result.metricName]);
    const entry = holders.get(key) ?? { label: benchmarkLabel(result.benchmark), runs: [] };
    if (!entry.runs.includes(run)) entry.runs.push(run);
    holders.set(key, entry);
  }
  const warnings = /* @__PURE__ */ new Map();
  const warn = (id, label, message) => {
    const entry = warnings.get(id) ?? { message, names: [] };
    if (!entry.names.includes(label)) entry.names.push(label);
    warnings.set(id, entry);
  };
  const stale = /* @__PURE__ */ new Set();
  for (const { label, runs } of holders.values()) {
    for (const run of runs) {
      const newest = runs.filter((other) => other.factsKey === run.factsKey).reduce((n2, other) => (other.started ?? 0) > (n2.started ?? 0) ? other : n2);
      if (newest === run) continue;
      stale.add(run);
      const old = run.files[0] ?? "";
      const kept2 = newest.files[0] ?? "";
      const hours = ((newest.started ?? 0) - (run.started ?? 0)) / 36e5;
      warn(
        JSON.stringify(["stale", old, kept2]),
        label,
        (names) => `${names} in ${old} (started ${iso(run.started)}) and in ${kept2} (started ${iso(newest.started)}), ${hoursText(hours)} apart, longer than one run lasts (${ONE_RUN_SPAN_MS / 36e5} hours): ${old} is taken as a leftover of an earlier run and left out`
      );
    }
  }
  const marked = /* @__PURE__ */ new Map();
  for (const [key, { label, runs }] of holders) {
    const live = runs.filter((run) => !stale.has(run));
    const first = live[0];
    const other = live.find((run) => run.factsKey !== first?.factsKey);
    if (first === void 0 || other === void 0) continue;
    const a = first.files[0] ?? "";
    const b = other.files[0] ?? "";
    const differs = differences(first.facts, other.facts);
    marked.set(
      key,
      `"${label}" is in ${a} and ${b}, files of different runs (${differs}); not compared until one is removed`
    );
    warn(
      JSON.stringify(["facts", a, b]),
      label,
      (names) => `${names} in ${a} and in ${b}, files of different runs (${differs}); not compared until one is removed`
    );
  }
  if (marked.size === 0 && stale.size === 0) return { results, diagnostics: [] };
  const kept = [];
  for (const result of results) {
    const run = runOfFile.get(result.source.file);
    if (run !== void 0 && stale.has(run)) continue;
    const duplicate = marked.size === 0 ? void 0 : marked.get(
      JSON.stringify([result.format, benchmarkKey(result.benchmark), result.metricName])
    );
    kept.push(duplicate === void 0 ? result : { ...result, duplicate });
  }
  const diagnostics = [...warnings].map(([id, { message, names }]) => {
    const file = JSON.parse(id)[1] ?? "";
    return diagnostic("warning", file, "", message(namesText(names)));
  });
  return { results: kept, diagnostics };
}
function runsOf(results) {
  const identities = /* @__PURE__ */ new Map();
  for (const result of results)
    if (result.run !== void 0 && !identities.has(result.source.file))
      identities.set(result.source.file, { format: result.format, identity: result.run });
  const byFacts = /* @__PURE__ */ new Map();
  for (const [file, { format: format2, identity }] of identities) {
    const factsKey = JSON.stringify([
      format2,
      ...Object.entries(identity.facts).sort(([a], [b]) => a < b ? -1 : a > b ? 1 : 0)
    ]);
    byFacts.set(factsKey, [...byFacts.get(factsKey) ?? [], [file, identity]]);
  }
  const runOfFile = /* @__PURE__ */ new Map();
  for (const [factsKey, files] of byFacts) {
    const timed = files.filter(([, identity]) => identity.started !== void 0).sort(([, a], [, b]) => (a.started ?? 0) - (b.started ?? 0));
    const runs = [];
    for (const [file, identity] of timed) {
      const last = runs.at(-1);
      if (last !== void 0 && (identity.started ?? 0) - (last.started ?? 0) <= ONE_RUN_SPAN_MS) {
        last.files.push(file);
        runOfFile.set(file, last);
        continue;
      }
      const run = { facts: identity.facts, factsKey, started: identity.started, files: [file] };
      runs.push(run);
      runOfFile.set(file, run);
    }
    for (const [file, identity] of files) {
      if (identity.started !== void 0) continue;
      let run = runs[0];
      if (run === void 0) {
        run = { facts: identity.facts, factsKey, started: void 0, files: [] };
        runs.push(run);
      }
      run.files.push(file);
      runOfFile.set(file, run);
    }
  }
  return runOfFile;
}
function differences(a, b) {
  const keys = [.../* @__PURE__ */ new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => a[k] !== b[k]);
  const shown = keys.slice(0, 3).map((k) => `${k} ${quoted(a[k])} vs ${quoted(b[k])}`).join(", ");
  return keys.length > 3 ? `${shown} and ${keys.length - 3} more` : shown;
}
function quoted(value) {
  if (value === void 0) return "not recorded";
  return JSON.stringify(value.length > 80 ? `${value.slice(0, 79)}\u2026` : value);
}
function namesText(names) {
  const shown = names.slice(0, LISTED3).map((n2) => `"${n2}"`).join(", ");
  const more = names.length > LISTED3 ? ` and ${names.length - LISTED3} more` : "";
  return names.length === 1 ? `${shown} is` : `${names.length} benchmarks (${shown}${more}) are`;
}
function iso(ms) {
  return ms === void 0 ? "at an unknown time" : new Date(ms).toISOString().replace(".000Z", "Z");
}
function hoursText(hours) {
  return hours >= 48 ? `${Math.round(hours / 24)} days` : `${Math.round(hours)} hours`;
}

// src/parse/sides/go-procs-side.ts
var GO_FORMATS = /* @__PURE__ */ new Set(["go-test-text", "go-test-json"]);
function readGoProcsOfSide(results) {
  const files = /* @__PURE__ */ new Set();
  const printed = /* @__PURE__ */ new Set();
  for (const r of results) {
    if (!GO_FORMATS.has(r.format) || r.benchmark.procs === void 0) continue;
    files.add(r.source.file);
    printed.add(printedName(r.benchmark.name, r.benchmark.procs));
  }
  if (files.size < 2) return results;
  const read = procsReader(printed);
  const ids = /* @__PURE__ */ new Map();
  let changed = 0;
  const reread = [];
  for (const r of results) {
    const { benchmark } = r;
    if (!GO_FORMATS.has(r.format) || benchmark.procs === void 0) {
      reread.push(r);
      continue;
    }
    let id = ids.get(benchmark);
    if (id === void 0) {
      const { name, procs } = read(printedName(benchmark.name, benchmark.procs));
      id = name === benchmark.name && procs === benchmark.procs ? benchmark : benchmark.suite === void 0 ? { name, procs } : { suite: benchmark.suite, name, procs };
      ids.set(benchmark, id);
    }
    if (id !== benchmark) changed++;
    reread.push(id === benchmark ? r : { ...r, benchmark: id });
  }
  return changed > 0 ? reread : results;
}

// src/parse/sides/summary-blocks.ts
var COMBINED_FORMATS = /* @__PURE__ */ new Set(["perf-stat-text"]);
function combineSummaryBlocks(results, acrossFiles) {
  const groups = /* @__PURE__ */ new Map();
  for (const r of results) {
    if (!COMBINED_FORMATS.has(r.format)) continue;
    const key = JSON.stringify([
      r.format,
      benchmarkKey(r.benchmark),
      r.metricName,
      acrossFiles ? "" : r.source.file
    ]);
    const group = groups.get(key);
    if (group === void 0) groups.set(key, [r]);
    else group.push(r);
  }
  const replaced = /* @__PURE__ */ new Map();
  const notes = /* @__PURE__ */ new Map();
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const summaries = group.map((r) => r.summary);
    if (group.some((r) => r.samples.length > 0 || r.failure !== void 0 || r.error !== void 0))
      continue;
    if (!summaries.every((s) => s !== void 0) || summaries.every((s) => s.n < 2)) continue;
    const combined = combine(summaries);
    if (combined === void 0) continue;
    const [first, ...rest] = group;
    replaced.set(first, { ...first, summary: combined });
    for (const r of rest) replaced.set(r, null);
    const label = benchmarkLabel(first.benchmark);
    const files = new Set(group.map((r) => r.source.file)).size;
    const where = files > 1 ? ` in ${files} files` : "";
    notes.set(label, {
      file: first.source.file,
      text: `${group.length} perf stat blocks of "${label}"${where} (${summaries.map((s) => s.n).join(" + ")} runs) combined into one summary of ${combined.n} runs`
    });
  }
  if (replaced.size === 0) return { results, diagnostics: [] };
  const kept = [];
  for (const r of results) {
    const instead = replaced.get(r);
    if (instead === void 0) kept.push(r);
    else if (instead !== null) kept.push(instead);
  }
  const diagnostics = [...notes.values()].map(
    ({ file, text }) => diagnostic("info", file, "", text)
  );
  return { results: kept, diagnostics };
}
function combine(blocks) {
  let n2 = 0;
  let sum = 0;
  for (const b of blocks) {
    if (b.mean === void 0) return void 0;
    n2 += b.n;
    sum += b.n * b.mean;
  }
  const mean = sum / n2;
  let squares = 0;
  let spread = true;
  for (const b of blocks) {
    const within = b.n < 2 ? 0 : b.sd;
    if (within === void 0) spread = false;
    else squares += (b.n - 1) * within * within;
    squares += b.n * ((b.mean ?? mean) - mean) ** 2;
  }
  const mins = blocks.map((b) => b.min);
  const maxes = blocks.map((b) => b.max);
  const summary = { n: n2, mean };
  if (spread && n2 >= 2) summary.sd = Math.sqrt(squares / (n2 - 1));
  if (mins.every((v) => v !== void 0)) summary.min = Math.min(...mins);
  if (maxes.every((v) => v !== void 0)) summary.max = Math.max(...maxes);
  return summary;
}

// src/parse/sides/run-notes.ts
var BUILD_NOTES = /* @__PURE__ */ new Set([DEBUG_LIBRARY_NOTE]);
var NAMED_FILES = 3;
function buildNotesOnce(diagnostics) {
  const files = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    if (!BUILD_NOTES.has(d.message)) continue;
    const said = files.get(d.message) ?? [];
    if (!said.includes(d.file)) said.push(d.file);
    files.set(d.message, said);
  }
  if (files.size === 0) return [...diagnostics];
  const given = /* @__PURE__ */ new Set();
  const kept = [];
  for (const d of diagnostics) {
    const said = files.get(d.message);
    if (said === void 0) {
      kept.push(d);
      continue;
    }
    if (given.has(d.message)) continue;
    given.add(d.message);
    kept.push(
      said.length < 2 ? d : diagnostic(
        d.severity,
        d.file,
        d.location,
        `${d.message}; the same in ${filesWords(said)}`
      )
    );
  }
  return kept;
}
function filesWords(names) {
  const count = names.length === 2 ? "both files" : `all ${names.length} files`;
  const shown = names.slice(0, NAMED_FILES);
  const more = names.length - shown.length;
  const list = more > 0 ? `${shown.join(", ")} and ${more} more` : `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1] ?? ""}`;
  return `${count}: ${list}`;
}

// src/parse/json/peer-history.ts
var PREFIX = /^(\s*)window\s*\.\s*BENCHMARK_DATA\s*=/;
var SMALLER_HISTORY_ADVICE = "keep fewer commits in it (github-action-benchmark's `max-items-in-chart` input), or pass a copy holding only the newest commits: only as many as the `history` setting asks for are used";
var Data = external_exports.looseObject({ entries: external_exports.record(external_exports.string(), external_exports.array(external_exports.unknown())) });
var Entry4 = external_exports.looseObject({
  commit: external_exports.looseObject({ id: external_exports.string().min(1) }),
  date: external_exports.number(),
  tool: external_exports.string(),
  benches: external_exports.array(external_exports.unknown())
});
function looksLikePeerHistory(text) {
  return PREFIX.test(text.slice(0, 200).replace(/^\uFEFF/, ""));
}
function splitPeerHistory(file, newest, skip = []) {
  const refused2 = (message) => ({
    runs: [],
    diagnostics: [diagnostic("error", file.name, "", message)]
  });
  const listedTooLarge = file.size === void 0 ? void 0 : overReadWholeLimit(file.size, SMALLER_HISTORY_ADVICE);
  if (listedTooLarge !== void 0) return refused2(listedTooLarge);
  let bytes;
  try {
    bytes = file.bytes;
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    return refused2(error.message);
  }
  const tooLarge = overReadWholeLimit(bytes.byteLength, SMALLER_HISTORY_ADVICE);
  if (tooLarge !== void 0) return refused2(tooLarge);
  const decoded = decodeText(file.name, bytes);
  const diagnostics = [...decoded.diagnostics.filter((d) => d.severity !== "info")];
  if (decoded.binary) return { runs: [], diagnostics };
  const text = decoded.text.replace(PREFIX, (match, space) => space + " ".repeat(match.length - space.length)).replace(/;\s*$/, (match) => " ".repeat(match.length));
  const treeTooLarge = jsonTreeTooLarge(text, 0, text.length, SMALLER_HISTORY_ADVICE);
  if (treeTooLarge !== void 0)
    return {
      runs: [],
      diagnostics: [...diagnostics, diagnostic("error", file.name, "", treeTooLarge)]
    };
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    const document = readJsonDocument({ name: file.name, text });
    const located = document.ok ? [] : document.diagnostics;
    return {
      runs: [],
      diagnostics: [
        ...diagnostics,
        ...located,
        ...located.length > 0 ? [] : [
          diagnostic(
            "error",
            file.name,
            "",
            "not a github-action-benchmark history: expected `window.BENCHMARK_DATA = {\u2026}` with one JSON object and nothing else (the file is never run as JavaScript)"
          )
        ]
      ]
    };
  }
  const data = readRecord(Data, value, file.name, "$", diagnostics);
  if (!data) return { runs: [], diagnostics };
  const commits = /* @__PURE__ */ new Map();
  for (const [suite, entries] of Object.entries(data.entries)) {
    entries.forEach((raw, index) => {
      const path = childPath(childPath("$.entries", suite), index);
      const entry = readRecord(Entry4, raw, file.name, path, diagnostics);
      if (!entry) return;
      const id = entry.commit.id;
      const run = commits.get(id) ?? { date: entry.date, files: [] };
      run.date = Math.max(run.date, entry.date);
      run.files.push({
        name: `${file.name}: ${path} (commit ${id.slice(0, 12)})`,
        bytes: new TextEncoder().encode(
          JSON.stringify({ tool: entry.tool, benches: entry.benches })
        ),
        format: "custom-json"
      });
      commits.set(id, run);
    });
  }
  if (commits.size === 0)
    diagnostics.push(diagnostic("warning", file.name, "$.entries", "the history holds no commits"));
  const skipped = (id) => skip.some((sha) => sha.length >= 7 && (id.startsWith(sha) || sha.startsWith(id)));
  const runs = [...commits.entries()].filter(([id]) => !skipped(id)).map(([commit, run]) => ({ commit, date: run.date, files: run.files })).sort((a, b) => b.date - a.date).slice(0, Math.max(0, newest));
  return { runs, diagnostics };
}

// src/parse/parse-files.ts
function parseResultFiles(files, format2, caps = DEFAULT_SIDE_CAPS) {
  return parseFiles(files, format2, void 0, caps);
}
function parseOwnedFiles(files, format2, caps = DEFAULT_SIDE_CAPS, run) {
  return parseFiles(files, format2, files, caps, run);
}
function parseFiles(files, format2, owned, limits, run) {
  const caps = new SideCaps(limits, run);
  const results = [];
  const diagnostics = [];
  const environments = /* @__PURE__ */ new Map();
  let filesRead = 0;
  const reader = new OneAtATime(files, owned);
  const unread = [];
  for (const unit of readingUnits(files, format2, reader)) {
    const sources = unit.files.flatMap((i) => reader.text(i, unit.set === void 0) ?? []);
    for (const i of unit.files) reader.release(i);
    const [first] = sources;
    if (first === void 0) continue;
    const names = sources.map((s) => s.name);
    const { set } = unit;
    const { value: parsed, refused: refused2 } = withResultRoom(
      caps.room(),
      () => readChecked(
        () => set ? inFreshRoom(() => set.parseSet(sources)) : parseText(first, unit.format ?? format2),
        first.name,
        set === void 0
      ),
      caps.benchmarkRoom()
    );
    for (const d of parsed.diagnostics)
      if (refused2 === 0 || d.message !== NO_RESULTS) diagnostics.push(d);
    if (set === void 0 && parsed.diagnostics.some(isUnreadMessage))
      unread.push(companionHead(first));
    const capped = caps.keep(parsed.results, first.name, refused2);
    diagnostics.push(...capped.diagnostics);
    if (capped.kept.length > 0) filesRead += names.length;
    for (const name of names) environments.set(name, parsed.environment);
    const { environment } = parsed;
    const printed = Object.keys(environment).length > 0;
    for (const result of capped.kept) {
      if (printed) result.environment = environment;
      results.push(result);
    }
  }
  forgetLastMatch();
  const deduplicated = markDuplicates(results);
  diagnostics.push(...deduplicated.diagnostics);
  const summarised = summariseCompanions(
    [...reader.decodeDiagnostics(), ...diagnostics],
    unread,
    results.length > 0
  );
  const runLimit = caps.reachedRunLimit();
  return {
    results: deduplicated.results,
    diagnostics: capDiagnostics(summarised, MAX_DIAGNOSTICS_PER_SIDE, "in these files"),
    environments,
    filesRead,
    kept: caps.kept(),
    ...runLimit === void 0 ? {} : { runLimit }
  };
}
function readingUnits(files, format2, reader) {
  const setReaders = fileSetReaders(formatAdapters, format2);
  const known = [];
  const units = [];
  const sets = /* @__PURE__ */ new Map();
  files.forEach((file, i) => {
    if (file.format !== void 0) {
      known.push({ files: [i], format: file.format });
      return;
    }
    const mayClaim = setReaders.some((r) => r.claimsName(file.name));
    const source = mayClaim ? reader.text(i) : void 0;
    if (mayClaim && source === void 0) return;
    const claim = source ? claimOf(source, setReaders) : void 0;
    if (!claim) {
      units.push({ files: [i], format: format2 });
      return;
    }
    const existing = sets.get(claim.key);
    if (existing) existing.files.push(i);
    else {
      const unit = { files: [i], set: claim.reader };
      sets.set(claim.key, unit);
      units.push(unit);
    }
  });
  return [...known, ...units];
}
var OneAtATime = class {
  constructor(files, owned) {
    this.files = files;
    this.owned = owned;
  }
  files;
  owned;
  said = /* @__PURE__ */ new Map();
  skipped = /* @__PURE__ */ new Set();
  copies = new IdenticalFiles();
  /** `alone`: the file is parsed by itself, so a copy of an earlier one is skipped (sides/identical-files.ts). */
  text(i, alone = false) {
    const file = this.files[i];
    if (file === void 0 || this.skipped.has(i)) return void 0;
    let bytes;
    try {
      bytes = file.bytes;
    } catch (error) {
      if (!(error instanceof UnreadableFile)) throw error;
      this.skip(i, [diagnostic("error", file.name, "", error.message)]);
      return void 0;
    }
    const tooLarge = overReadWholeLimit(bytes.byteLength);
    if (tooLarge !== void 0 && !holdsBinary(bytes)) {
      this.skip(i, [diagnostic("error", file.name, "", tooLarge)]);
      return void 0;
    }
    const copy = alone ? this.copies.copyOf(file.name, bytes) : void 0;
    if (copy) {
      this.skip(i, [copy]);
      return void 0;
    }
    const decoded = decodeText(file.name, bytes);
    if (!this.said.has(i)) this.said.set(i, decoded.diagnostics);
    if (decoded.binary) {
      this.skip(i, []);
      return void 0;
    }
    return { name: file.name, text: decoded.text };
  }
  /** File `i` is read for the last time: an owned list lets go of it (bytes, or its zip data). */
  release(i) {
    const file = this.files[i];
    if (this.owned && file !== void 0) this.owned[i] = withoutBytes(file);
  }
  /** What decoding (and reading) said, in file order. */
  decodeDiagnostics() {
    return [...this.said].sort(([a], [b]) => a - b).flatMap(([, found]) => found);
  }
  skip(i, found) {
    this.skipped.add(i);
    this.said.set(i, [...this.said.get(i) ?? [], ...found]);
    this.release(i);
  }
};
var parseSidesInTurn = (sides, format2, caps) => Promise.resolve(sides.map((files) => parseOwnedFiles(files, format2, caps)));
var DEFAULT_READ_LIMITS = { side: DEFAULT_SIDE_CAPS, run: DEFAULT_RUN_BUDGET };
function parseWithinBudget(sides, format2, parser = parseSidesInTurn, limits = DEFAULT_READ_LIMITS) {
  return readWithinBudget(sides, format2, parser, limits, parseOwnedFiles);
}

export {
  UnreadableFile,
  withoutBytes,
  renamedFile,
  sizeOf,
  readListedFile,
  codeOf,
  formatAdapters,
  findAdapter,
  SNIFF_LENGTH,
  historyLeftOutNote,
  mixedFormatWarnings,
  compileRoundPattern,
  RoundPatternError,
  DEFAULT_ROUND_PATTERN,
  assignRounds,
  separateRuns,
  readGoProcsOfSide,
  combineSummaryBlocks,
  buildNotesOnce,
  looksLikePeerHistory,
  splitPeerHistory,
  parseResultFiles,
  parseOwnedFiles,
  parseSidesInTurn,
  DEFAULT_READ_LIMITS,
  parseWithinBudget
};
