import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  benchmarkKey,
  benchmarkLabel,
  external_exports
} from "./chunk-E43S7ACF.js";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-YKCRKANG.js";

// node_modules/@stdlib/utils-define-property/lib/define_property.js
var require_define_property = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/define_property.js"(exports, module) {
    "use strict";
    var main = typeof Object.defineProperty === "function" ? Object.defineProperty : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js
var require_has_define_property_support = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/has_define_property_support.js"(exports, module) {
    "use strict";
    var defineProperty = require_define_property();
    function hasDefinePropertySupport() {
      try {
        defineProperty({}, "x", {});
        return true;
      } catch (err) {
        return false;
      }
    }
    module.exports = hasDefinePropertySupport;
  }
});

// node_modules/@stdlib/utils-define-property/lib/builtin.js
var require_builtin = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/builtin.js"(exports, module) {
    "use strict";
    var defineProperty = Object.defineProperty;
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js
var require_is_number = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_number.js"(exports, module) {
    "use strict";
    function isNumber(value) {
      return typeof value === "number";
    }
    module.exports = isNumber;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js
var require_zero_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/zero_pad.js"(exports, module) {
    "use strict";
    function startsWithMinus(str) {
      return str[0] === "-";
    }
    function zeros(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += "0";
      }
      return out;
    }
    function zeroPad(str, width, right) {
      var negative = false;
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      if (startsWithMinus(str)) {
        negative = true;
        str = str.substr(1);
      }
      str = right ? str + zeros(pad) : zeros(pad) + str;
      if (negative) {
        str = "-" + str;
      }
      return str;
    }
    module.exports = zeroPad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js
var require_format_integer = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_integer.js"(exports, module) {
    "use strict";
    var isNumber = require_is_number();
    var zeroPad = require_zero_pad();
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    function formatInteger(token) {
      var base4;
      var out;
      var i;
      switch (token.specifier) {
        case "b":
          base4 = 2;
          break;
        case "o":
          base4 = 8;
          break;
        case "x":
        case "X":
          base4 = 16;
          break;
        case "d":
        case "i":
        case "u":
        default:
          base4 = 10;
          break;
      }
      out = token.arg;
      i = parseInt(out, 10);
      if (!isFinite(i)) {
        if (!isNumber(out)) {
          throw new Error("invalid integer. Value: " + out);
        }
        i = 0;
      }
      if (i < 0 && (token.specifier === "u" || base4 !== 10)) {
        i = 4294967295 + i + 1;
      }
      if (i < 0) {
        out = (-i).toString(base4);
        if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        out = "-" + out;
      } else {
        out = i.toString(base4);
        if (!i && !token.precision) {
          out = "";
        } else if (token.precision) {
          out = zeroPad(out, token.precision, token.padRight);
        }
        if (token.sign) {
          out = token.sign + out;
        }
      }
      if (base4 === 16) {
        if (token.alternate) {
          out = "0x" + out;
        }
        out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      }
      if (base4 === 8) {
        if (token.alternate && out.charAt(0) !== "0") {
          out = "0" + out;
        }
      }
      return out;
    }
    module.exports = formatInteger;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js
var require_is_string = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js
var require_format_double = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/format_double.js"(exports, module) {
    "use strict";
    var abs = Math.abs;
    var lowercase = String.prototype.toLowerCase;
    var uppercase = String.prototype.toUpperCase;
    var replace = String.prototype.replace;
    var RE_EXP_POS_DIGITS = /e\+(\d)$/;
    var RE_EXP_NEG_DIGITS = /e-(\d)$/;
    var RE_ONLY_DIGITS = /^(\d+)$/;
    var RE_DIGITS_BEFORE_EXP = /^(\d+)e/;
    var RE_TRAILING_PERIOD_ZERO = /\.0$/;
    var RE_PERIOD_ZERO_EXP = /\.0*e/;
    var RE_ZERO_BEFORE_EXP = /(\..*[^0])0*e/;
    function formatDouble(f, token) {
      var digits;
      var out;
      switch (token.specifier) {
        case "e":
        case "E":
          out = f.toExponential(token.precision);
          break;
        case "f":
        case "F":
          out = f.toFixed(token.precision);
          break;
        case "g":
        case "G":
          if (abs(f) < 1e-4) {
            digits = token.precision;
            if (digits > 0) {
              digits -= 1;
            }
            out = f.toExponential(digits);
          } else {
            out = f.toPrecision(token.precision);
          }
          if (!token.alternate) {
            out = replace.call(out, RE_ZERO_BEFORE_EXP, "$1e");
            out = replace.call(out, RE_PERIOD_ZERO_EXP, "e");
            out = replace.call(out, RE_TRAILING_PERIOD_ZERO, "");
          }
          break;
        default:
          throw new Error("invalid double notation. Value: " + token.specifier);
      }
      out = replace.call(out, RE_EXP_POS_DIGITS, "e+0$1");
      out = replace.call(out, RE_EXP_NEG_DIGITS, "e-0$1");
      if (token.alternate) {
        out = replace.call(out, RE_ONLY_DIGITS, "$1.");
        out = replace.call(out, RE_DIGITS_BEFORE_EXP, "$1.e");
      }
      if (f >= 0 && token.sign) {
        out = token.sign + out;
      }
      out = token.specifier === uppercase.call(token.specifier) ? uppercase.call(out) : lowercase.call(out);
      return out;
    }
    module.exports = formatDouble;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js
var require_space_pad = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/space_pad.js"(exports, module) {
    "use strict";
    function spaces(n) {
      var out = "";
      var i;
      for (i = 0; i < n; i++) {
        out += " ";
      }
      return out;
    }
    function spacePad(str, width, right) {
      var pad = width - str.length;
      if (pad < 0) {
        return str;
      }
      str = right ? str + spaces(pad) : spaces(pad) + str;
      return str;
    }
    module.exports = spacePad;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/main.js
var require_main = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/main.js"(exports, module) {
    "use strict";
    var formatInteger = require_format_integer();
    var isString = require_is_string();
    var isNumber = require_is_number();
    var formatDouble = require_format_double();
    var spacePad = require_space_pad();
    var zeroPad = require_zero_pad();
    var fromCharCode = String.fromCharCode;
    var isArray = Array.isArray;
    function isnan(value) {
      return value !== value;
    }
    function initialize(token) {
      var out = {};
      out.specifier = token.specifier;
      out.precision = token.precision === void 0 ? 1 : token.precision;
      out.width = token.width;
      out.flags = token.flags || "";
      out.mapping = token.mapping;
      return out;
    }
    function formatInterpolate(tokens) {
      var hasPeriod;
      var flags;
      var token;
      var flag;
      var num;
      var out;
      var pos;
      var f;
      var i;
      var j;
      if (!isArray(tokens)) {
        throw new TypeError("invalid argument. First argument must be an array. Value: `" + tokens + "`.");
      }
      out = "";
      pos = 1;
      for (i = 0; i < tokens.length; i++) {
        token = tokens[i];
        if (isString(token)) {
          out += token;
        } else {
          hasPeriod = token.precision !== void 0;
          token = initialize(token);
          if (!token.specifier) {
            throw new TypeError("invalid argument. Token is missing `specifier` property. Index: `" + i + "`. Value: `" + token + "`.");
          }
          if (token.mapping) {
            pos = token.mapping;
          }
          flags = token.flags;
          for (j = 0; j < flags.length; j++) {
            flag = flags.charAt(j);
            switch (flag) {
              case " ":
                token.sign = " ";
                break;
              case "+":
                token.sign = "+";
                break;
              case "-":
                token.padRight = true;
                token.padZeros = false;
                break;
              case "0":
                token.padZeros = flags.indexOf("-") < 0;
                break;
              case "#":
                token.alternate = true;
                break;
              default:
                throw new Error("invalid flag: " + flag);
            }
          }
          if (token.width === "*") {
            token.width = parseInt(arguments[pos], 10);
            pos += 1;
            if (isnan(token.width)) {
              throw new TypeError("the argument for * width at position " + pos + " is not a number. Value: `" + token.width + "`.");
            }
            if (token.width < 0) {
              token.padRight = true;
              token.width = -token.width;
            }
          }
          if (hasPeriod) {
            if (token.precision === "*") {
              token.precision = parseInt(arguments[pos], 10);
              pos += 1;
              if (isnan(token.precision)) {
                throw new TypeError("the argument for * precision at position " + pos + " is not a number. Value: `" + token.precision + "`.");
              }
              if (token.precision < 0) {
                token.precision = 1;
                hasPeriod = false;
              }
            }
          }
          token.arg = arguments[pos];
          switch (token.specifier) {
            case "b":
            case "o":
            case "x":
            case "X":
            case "d":
            case "i":
            case "u":
              if (hasPeriod) {
                token.padZeros = false;
              }
              token.arg = formatInteger(token);
              break;
            case "s":
              token.maxWidth = hasPeriod ? token.precision : -1;
              token.arg = String(token.arg);
              break;
            case "c":
              if (!isnan(token.arg)) {
                num = parseInt(token.arg, 10);
                if (num < 0 || num > 127) {
                  throw new Error("invalid character code. Value: " + token.arg);
                }
                token.arg = isnan(num) ? String(token.arg) : fromCharCode(num);
              }
              break;
            case "e":
            case "E":
            case "f":
            case "F":
            case "g":
            case "G":
              if (!hasPeriod) {
                token.precision = 6;
              }
              f = parseFloat(token.arg);
              if (!isFinite(f)) {
                if (!isNumber(token.arg)) {
                  throw new Error("invalid floating-point number. Value: " + out);
                }
                f = token.arg;
                token.padZeros = false;
              }
              token.arg = formatDouble(f, token);
              break;
            default:
              throw new Error("invalid specifier: " + token.specifier);
          }
          if (token.maxWidth >= 0 && token.arg.length > token.maxWidth) {
            token.arg = token.arg.substring(0, token.maxWidth);
          }
          if (token.padZeros) {
            token.arg = zeroPad(token.arg, token.width || token.precision, token.padRight);
          } else if (token.width) {
            token.arg = spacePad(token.arg, token.width, token.padRight);
          }
          out += token.arg || "";
          pos += 1;
        }
      }
      return out;
    }
    module.exports = formatInterpolate;
  }
});

// node_modules/@stdlib/string-base-format-interpolate/lib/index.js
var require_lib = __commonJS({
  "node_modules/@stdlib/string-base-format-interpolate/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/main.js
var require_main2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/main.js"(exports, module) {
    "use strict";
    var RE = /%(?:([1-9]\d*)\$)?([0 +\-#]*)(\*|\d+)?(?:(\.)(\*|\d+)?)?[hlL]?([%A-Za-z])/g;
    function parse29(match) {
      var token = {
        "mapping": match[1] ? parseInt(match[1], 10) : void 0,
        "flags": match[2],
        "width": match[3],
        "precision": match[5],
        "specifier": match[6]
      };
      if (match[4] === "." && match[5] === void 0) {
        token.precision = "1";
      }
      return token;
    }
    function formatTokenize(str) {
      var content;
      var tokens;
      var match;
      var prev;
      tokens = [];
      prev = 0;
      match = RE.exec(str);
      while (match) {
        content = str.slice(prev, RE.lastIndex - match[0].length);
        if (content.length) {
          tokens.push(content);
        }
        if (match[6] === "%") {
          tokens.push("%");
        } else {
          tokens.push(parse29(match));
        }
        prev = RE.lastIndex;
        match = RE.exec(str);
      }
      content = str.slice(prev);
      if (content.length) {
        tokens.push(content);
      }
      return tokens;
    }
    module.exports = formatTokenize;
  }
});

// node_modules/@stdlib/string-base-format-tokenize/lib/index.js
var require_lib2 = __commonJS({
  "node_modules/@stdlib/string-base-format-tokenize/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main2();
    module.exports = main;
  }
});

// node_modules/@stdlib/string-format/lib/is_string.js
var require_is_string2 = __commonJS({
  "node_modules/@stdlib/string-format/lib/is_string.js"(exports, module) {
    "use strict";
    function isString(value) {
      return typeof value === "string";
    }
    module.exports = isString;
  }
});

// node_modules/@stdlib/string-format/lib/main.js
var require_main3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/main.js"(exports, module) {
    "use strict";
    var interpolate = require_lib();
    var tokenize = require_lib2();
    var isString = require_is_string2();
    function format2(str) {
      var args;
      var i;
      if (!isString(str)) {
        throw new TypeError(format2("invalid argument. First argument must be a string. Value: `%s`.", str));
      }
      args = [tokenize(str)];
      for (i = 1; i < arguments.length; i++) {
        args.push(arguments[i]);
      }
      return interpolate.apply(null, args);
    }
    module.exports = format2;
  }
});

// node_modules/@stdlib/string-format/lib/index.js
var require_lib3 = __commonJS({
  "node_modules/@stdlib/string-format/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main3();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-define-property/lib/polyfill.js
var require_polyfill = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/polyfill.js"(exports, module) {
    "use strict";
    var format2 = require_lib3();
    var objectProtoype = Object.prototype;
    var toStr = objectProtoype.toString;
    var defineGetter = objectProtoype.__defineGetter__;
    var defineSetter = objectProtoype.__defineSetter__;
    var lookupGetter = objectProtoype.__lookupGetter__;
    var lookupSetter = objectProtoype.__lookupSetter__;
    function defineProperty(obj, prop, descriptor) {
      var prototype;
      var hasValue;
      var hasGet;
      var hasSet;
      if (typeof obj !== "object" || obj === null || toStr.call(obj) === "[object Array]") {
        throw new TypeError(format2("invalid argument. First argument must be an object. Value: `%s`.", obj));
      }
      if (typeof descriptor !== "object" || descriptor === null || toStr.call(descriptor) === "[object Array]") {
        throw new TypeError(format2("invalid argument. Property descriptor must be an object. Value: `%s`.", descriptor));
      }
      hasValue = "value" in descriptor;
      if (hasValue) {
        if (lookupGetter.call(obj, prop) || lookupSetter.call(obj, prop)) {
          prototype = obj.__proto__;
          obj.__proto__ = objectProtoype;
          delete obj[prop];
          obj[prop] = descriptor.value;
          obj.__proto__ = prototype;
        } else {
          obj[prop] = descriptor.value;
        }
      }
      hasGet = "get" in descriptor;
      hasSet = "set" in descriptor;
      if (hasValue && (hasGet || hasSet)) {
        throw new Error("invalid argument. Cannot specify one or more accessors and a value or writable attribute in the property descriptor.");
      }
      if (hasGet && defineGetter) {
        defineGetter.call(obj, prop, descriptor.get);
      }
      if (hasSet && defineSetter) {
        defineSetter.call(obj, prop, descriptor.set);
      }
      return obj;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-property/lib/index.js
var require_lib4 = __commonJS({
  "node_modules/@stdlib/utils-define-property/lib/index.js"(exports, module) {
    "use strict";
    var hasDefinePropertySupport = require_has_define_property_support();
    var builtin = require_builtin();
    var polyfill = require_polyfill();
    var defineProperty;
    if (hasDefinePropertySupport()) {
      defineProperty = builtin;
    } else {
      defineProperty = polyfill;
    }
    module.exports = defineProperty;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js
var require_main4 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/main.js"(exports, module) {
    "use strict";
    var defineProperty = require_lib4();
    function setNonEnumerableReadOnly(obj, prop, value) {
      defineProperty(obj, prop, {
        "configurable": false,
        "enumerable": false,
        "writable": false,
        "value": value
      });
    }
    module.exports = setNonEnumerableReadOnly;
  }
});

// node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js
var require_lib5 = __commonJS({
  "node_modules/@stdlib/utils-define-nonenumerable-read-only-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main4();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js
var require_main5 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/main.js"(exports, module) {
    "use strict";
    function evalpoly(c, x) {
      var p;
      var i;
      i = c.length;
      if (i < 2 || x === 0) {
        if (i === 0) {
          return 0;
        }
        return c[0];
      }
      i -= 1;
      p = c[i] * x + c[i - 1];
      i -= 2;
      while (i >= 0) {
        p = p * x + c[i];
        i -= 1;
      }
      return p;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/function-ctor/lib/main.js
var require_main6 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Fcn = Function;
    module.exports = Fcn;
  }
});

// node_modules/@stdlib/function-ctor/lib/index.js
var require_lib6 = __commonJS({
  "node_modules/@stdlib/function-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main6();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js
var require_factory = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/factory.js"(exports, module) {
    "use strict";
    var Fcn = require_lib6();
    var evalpoly = require_main5();
    function factory(c) {
      var f;
      var n;
      var m;
      var i;
      if (c.length > 500) {
        return polyval;
      }
      f = "return function evalpoly(x){";
      n = c.length;
      if (n === 0) {
        f += "return 0.0;";
      } else if (n === 1) {
        f += "return " + c[0] + ";";
      } else {
        f += "if(x===0.0){return " + c[0] + ";}";
        f += "return " + c[0];
        m = n - 1;
        for (i = 1; i < n; i++) {
          f += "+x*";
          if (i < m) {
            f += "(";
          }
          f += c[i];
        }
        for (i = 0; i < m - 1; i++) {
          f += ")";
        }
        f += ";";
      }
      f += "}";
      f += "//# sourceURL=evalpoly.factory.js";
      return new Fcn(f)();
      function polyval(x) {
        return evalpoly(c, x);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js
var require_lib7 = __commonJS({
  "node_modules/@stdlib/math-base-tools-evalpoly/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main5();
    var factory = require_factory();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/main.js"(exports, module) {
    "use strict";
    function isnan(x) {
      return x !== x;
    }
    module.exports = isnan;
  }
});

// node_modules/@stdlib/math-base-assert-is-nan/lib/index.js
var require_lib8 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-nan/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main7();
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/main.js"(exports, module) {
    "use strict";
    function hasSymbolSupport() {
      return typeof Symbol === "function" && typeof /* @__PURE__ */ Symbol("foo") === "symbol";
    }
    module.exports = hasSymbolSupport;
  }
});

// node_modules/@stdlib/assert-has-symbol-support/lib/index.js
var require_lib9 = __commonJS({
  "node_modules/@stdlib/assert-has-symbol-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main8();
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js
var require_main9 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/main.js"(exports, module) {
    "use strict";
    var hasSymbols = require_lib9();
    var FLG = hasSymbols();
    function hasToStringTagSupport() {
      return FLG && typeof Symbol.toStringTag === "symbol";
    }
    module.exports = hasToStringTagSupport;
  }
});

// node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js
var require_lib10 = __commonJS({
  "node_modules/@stdlib/assert-has-tostringtag-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main9();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostring.js
var require_tostring = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostring.js"(exports, module) {
    "use strict";
    var toStr = Object.prototype.toString;
    module.exports = toStr;
  }
});

// node_modules/@stdlib/utils-native-class/lib/main.js
var require_main10 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/main.js"(exports, module) {
    "use strict";
    var toStr = require_tostring();
    function nativeClass(v) {
      return toStr.call(v);
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/main.js
var require_main11 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/main.js"(exports, module) {
    "use strict";
    var has = Object.prototype.hasOwnProperty;
    function hasOwnProp(value, property) {
      if (value === void 0 || value === null) {
        return false;
      }
      return has.call(value, property);
    }
    module.exports = hasOwnProp;
  }
});

// node_modules/@stdlib/assert-has-own-property/lib/index.js
var require_lib11 = __commonJS({
  "node_modules/@stdlib/assert-has-own-property/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main11();
    module.exports = main;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/main.js
var require_main12 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/main.js"(exports, module) {
    "use strict";
    var Sym = typeof Symbol === "function" ? Symbol : void 0;
    module.exports = Sym;
  }
});

// node_modules/@stdlib/symbol-ctor/lib/index.js
var require_lib12 = __commonJS({
  "node_modules/@stdlib/symbol-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main12();
    module.exports = main;
  }
});

// node_modules/@stdlib/utils-native-class/lib/tostringtag.js
var require_tostringtag = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/tostringtag.js"(exports, module) {
    "use strict";
    var Symbol2 = require_lib12();
    var toStrTag = typeof Symbol2 === "function" ? Symbol2.toStringTag : "";
    module.exports = toStrTag;
  }
});

// node_modules/@stdlib/utils-native-class/lib/polyfill.js
var require_polyfill2 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/polyfill.js"(exports, module) {
    "use strict";
    var hasOwnProp = require_lib11();
    var toStringTag = require_tostringtag();
    var toStr = require_tostring();
    function nativeClass(v) {
      var isOwn;
      var tag;
      var out;
      if (v === null || v === void 0) {
        return toStr.call(v);
      }
      tag = v[toStringTag];
      isOwn = hasOwnProp(v, toStringTag);
      try {
        v[toStringTag] = void 0;
      } catch (err) {
        return toStr.call(v);
      }
      out = toStr.call(v);
      if (isOwn) {
        v[toStringTag] = tag;
      } else {
        delete v[toStringTag];
      }
      return out;
    }
    module.exports = nativeClass;
  }
});

// node_modules/@stdlib/utils-native-class/lib/index.js
var require_lib13 = __commonJS({
  "node_modules/@stdlib/utils-native-class/lib/index.js"(exports, module) {
    "use strict";
    var hasToStringTag = require_lib10();
    var builtin = require_main10();
    var polyfill = require_polyfill2();
    var main;
    if (hasToStringTag()) {
      main = polyfill;
    } else {
      main = builtin;
    }
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/main.js
var require_main13 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint32Array = typeof Uint32Array === "function";
    function isUint32Array(value) {
      return hasUint32Array && value instanceof Uint32Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint32Array]";
    }
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/assert-is-uint32array/lib/index.js
var require_lib14 = __commonJS({
  "node_modules/@stdlib/assert-is-uint32array/lib/index.js"(exports, module) {
    "use strict";
    var isUint32Array = require_main13();
    module.exports = isUint32Array;
  }
});

// node_modules/@stdlib/constants-uint32-max/lib/index.js
var require_lib15 = __commonJS({
  "node_modules/@stdlib/constants-uint32-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT32_MAX = 4294967295;
    module.exports = UINT32_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js
var require_uint32array = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/uint32array.js"(exports, module) {
    "use strict";
    var main = typeof Uint32Array === "function" ? Uint32Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/main.js
var require_main14 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint32Array = require_lib14();
    var UINT32_MAX = require_lib15();
    var GlobalUint32Array = require_uint32array();
    function hasUint32ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint32Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT32_MAX + 1, UINT32_MAX + 2];
        arr = new GlobalUint32Array(arr);
        bool = isUint32Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT32_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint32array-support/lib/index.js
var require_lib16 = __commonJS({
  "node_modules/@stdlib/assert-has-uint32array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_main14();
    module.exports = hasUint32ArraySupport;
  }
});

// node_modules/@stdlib/array-uint32/lib/main.js
var require_main15 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint32Array === "function" ? Uint32Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint32/lib/polyfill.js
var require_polyfill3 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint32/lib/index.js
var require_lib17 = __commonJS({
  "node_modules/@stdlib/array-uint32/lib/index.js"(exports, module) {
    "use strict";
    var hasUint32ArraySupport = require_lib16();
    var builtin = require_main15();
    var polyfill = require_polyfill3();
    var ctor;
    if (hasUint32ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/main.js
var require_main16 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasFloat64Array = typeof Float64Array === "function";
    function isFloat64Array(value) {
      return hasFloat64Array && value instanceof Float64Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Float64Array]";
    }
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-is-float64array/lib/index.js
var require_lib18 = __commonJS({
  "node_modules/@stdlib/assert-is-float64array/lib/index.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_main16();
    module.exports = isFloat64Array;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js
var require_float64array = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/float64array.js"(exports, module) {
    "use strict";
    var main = typeof Float64Array === "function" ? Float64Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/main.js
var require_main17 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/main.js"(exports, module) {
    "use strict";
    var isFloat64Array = require_lib18();
    var GlobalFloat64Array = require_float64array();
    function hasFloat64ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalFloat64Array !== "function") {
        return false;
      }
      try {
        arr = new GlobalFloat64Array([1, 3.14, -3.14, NaN]);
        bool = isFloat64Array(arr) && arr[0] === 1 && arr[1] === 3.14 && arr[2] === -3.14 && arr[3] !== arr[3];
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-float64array-support/lib/index.js
var require_lib19 = __commonJS({
  "node_modules/@stdlib/assert-has-float64array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_main17();
    module.exports = hasFloat64ArraySupport;
  }
});

// node_modules/@stdlib/array-float64/lib/main.js
var require_main18 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Float64Array === "function" ? Float64Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-float64/lib/polyfill.js
var require_polyfill4 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-float64/lib/index.js
var require_lib20 = __commonJS({
  "node_modules/@stdlib/array-float64/lib/index.js"(exports, module) {
    "use strict";
    var hasFloat64ArraySupport = require_lib19();
    var builtin = require_main18();
    var polyfill = require_polyfill4();
    var ctor;
    if (hasFloat64ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/main.js
var require_main19 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint8Array = typeof Uint8Array === "function";
    function isUint8Array(value) {
      return hasUint8Array && value instanceof Uint8Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint8Array]";
    }
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/assert-is-uint8array/lib/index.js
var require_lib21 = __commonJS({
  "node_modules/@stdlib/assert-is-uint8array/lib/index.js"(exports, module) {
    "use strict";
    var isUint8Array = require_main19();
    module.exports = isUint8Array;
  }
});

// node_modules/@stdlib/constants-uint8-max/lib/index.js
var require_lib22 = __commonJS({
  "node_modules/@stdlib/constants-uint8-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT8_MAX = 255 | 0;
    module.exports = UINT8_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js
var require_uint8array = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/uint8array.js"(exports, module) {
    "use strict";
    var main = typeof Uint8Array === "function" ? Uint8Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/main.js
var require_main20 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint8Array = require_lib21();
    var UINT8_MAX = require_lib22();
    var GlobalUint8Array = require_uint8array();
    function hasUint8ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint8Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT8_MAX + 1, UINT8_MAX + 2];
        arr = new GlobalUint8Array(arr);
        bool = isUint8Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT8_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint8array-support/lib/index.js
var require_lib23 = __commonJS({
  "node_modules/@stdlib/assert-has-uint8array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_main20();
    module.exports = hasUint8ArraySupport;
  }
});

// node_modules/@stdlib/array-uint8/lib/main.js
var require_main21 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint8Array === "function" ? Uint8Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint8/lib/polyfill.js
var require_polyfill5 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint8/lib/index.js
var require_lib24 = __commonJS({
  "node_modules/@stdlib/array-uint8/lib/index.js"(exports, module) {
    "use strict";
    var hasUint8ArraySupport = require_lib23();
    var builtin = require_main21();
    var polyfill = require_polyfill5();
    var ctor;
    if (hasUint8ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/main.js
var require_main22 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/main.js"(exports, module) {
    "use strict";
    var nativeClass = require_lib13();
    var hasUint16Array = typeof Uint16Array === "function";
    function isUint16Array(value) {
      return hasUint16Array && value instanceof Uint16Array || // eslint-disable-line stdlib/require-globals
      nativeClass(value) === "[object Uint16Array]";
    }
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/assert-is-uint16array/lib/index.js
var require_lib25 = __commonJS({
  "node_modules/@stdlib/assert-is-uint16array/lib/index.js"(exports, module) {
    "use strict";
    var isUint16Array = require_main22();
    module.exports = isUint16Array;
  }
});

// node_modules/@stdlib/constants-uint16-max/lib/index.js
var require_lib26 = __commonJS({
  "node_modules/@stdlib/constants-uint16-max/lib/index.js"(exports, module) {
    "use strict";
    var UINT16_MAX = 65535 | 0;
    module.exports = UINT16_MAX;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js
var require_uint16array = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/uint16array.js"(exports, module) {
    "use strict";
    var main = typeof Uint16Array === "function" ? Uint16Array : null;
    module.exports = main;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/main.js
var require_main23 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/main.js"(exports, module) {
    "use strict";
    var isUint16Array = require_lib25();
    var UINT16_MAX = require_lib26();
    var GlobalUint16Array = require_uint16array();
    function hasUint16ArraySupport() {
      var bool;
      var arr;
      if (typeof GlobalUint16Array !== "function") {
        return false;
      }
      try {
        arr = [1, 3.14, -3.14, UINT16_MAX + 1, UINT16_MAX + 2];
        arr = new GlobalUint16Array(arr);
        bool = isUint16Array(arr) && arr[0] === 1 && arr[1] === 3 && // truncation
        arr[2] === UINT16_MAX - 2 && // truncation and wrap around
        arr[3] === 0 && // wrap around
        arr[4] === 1;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/assert-has-uint16array-support/lib/index.js
var require_lib27 = __commonJS({
  "node_modules/@stdlib/assert-has-uint16array-support/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_main23();
    module.exports = hasUint16ArraySupport;
  }
});

// node_modules/@stdlib/array-uint16/lib/main.js
var require_main24 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/main.js"(exports, module) {
    "use strict";
    var ctor = typeof Uint16Array === "function" ? Uint16Array : void 0;
    module.exports = ctor;
  }
});

// node_modules/@stdlib/array-uint16/lib/polyfill.js
var require_polyfill6 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/polyfill.js"(exports, module) {
    "use strict";
    function polyfill() {
      throw new Error("not implemented");
    }
    module.exports = polyfill;
  }
});

// node_modules/@stdlib/array-uint16/lib/index.js
var require_lib28 = __commonJS({
  "node_modules/@stdlib/array-uint16/lib/index.js"(exports, module) {
    "use strict";
    var hasUint16ArraySupport = require_lib27();
    var builtin = require_main24();
    var polyfill = require_polyfill6();
    var ctor;
    if (hasUint16ArraySupport()) {
      ctor = builtin;
    } else {
      ctor = polyfill;
    }
    module.exports = ctor;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/ctors.js
var require_ctors = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/ctors.js"(exports, module) {
    "use strict";
    var Uint8Array2 = require_lib24();
    var Uint16Array2 = require_lib28();
    var ctors = {
      "uint16": Uint16Array2,
      "uint8": Uint8Array2
    };
    module.exports = ctors;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/main.js
var require_main25 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/main.js"(exports, module) {
    "use strict";
    var ctors = require_ctors();
    var bool;
    function isLittleEndian() {
      var uint16view;
      var uint8view;
      uint16view = new ctors["uint16"](1);
      uint16view[0] = 4660;
      uint8view = new ctors["uint8"](uint16view.buffer);
      return uint8view[0] === 52;
    }
    bool = isLittleEndian();
    module.exports = bool;
  }
});

// node_modules/@stdlib/assert-is-little-endian/lib/index.js
var require_lib29 = __commonJS({
  "node_modules/@stdlib/assert-is-little-endian/lib/index.js"(exports, module) {
    "use strict";
    var IS_LITTLE_ENDIAN = require_main25();
    module.exports = IS_LITTLE_ENDIAN;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js
var require_high = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js
var require_main26 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var HIGH = require_high();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getHighWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[HIGH];
    }
    module.exports = getHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js
var require_lib30 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main26();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js
var require_high2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/high.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var HIGH;
    if (isLittleEndian === true) {
      HIGH = 1;
    } else {
      HIGH = 0;
    }
    module.exports = HIGH;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js
var require_main27 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var HIGH = require_high2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setHighWord(x, high) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[HIGH] = high >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setHighWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js
var require_lib31 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-high-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main27();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/indices.js
var require_indices = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/main.js
var require_main28 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var indices = require_indices();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function fromWords(high, low) {
      UINT32_VIEW[HIGH] = high;
      UINT32_VIEW[LOW] = low;
      return FLOAT64_VIEW[0];
    }
    module.exports = fromWords;
  }
});

// node_modules/@stdlib/number-float64-base-from-words/lib/index.js
var require_lib32 = __commonJS({
  "node_modules/@stdlib/number-float64-base-from-words/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main28();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-pinf/lib/index.js
var require_lib33 = __commonJS({
  "node_modules/@stdlib/constants-float64-pinf/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_PINF = Number.POSITIVE_INFINITY;
    module.exports = FLOAT64_PINF;
  }
});

// node_modules/@stdlib/number-ctor/lib/main.js
var require_main29 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/main.js"(exports, module) {
    "use strict";
    module.exports = Number;
  }
});

// node_modules/@stdlib/number-ctor/lib/index.js
var require_lib34 = __commonJS({
  "node_modules/@stdlib/number-ctor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main29();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-ninf/lib/index.js
var require_lib35 = __commonJS({
  "node_modules/@stdlib/constants-float64-ninf/lib/index.js"(exports, module) {
    "use strict";
    var Number2 = require_lib34();
    var FLOAT64_NINF = Number2.NEGATIVE_INFINITY;
    module.exports = FLOAT64_NINF;
  }
});

// node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js
var require_lib36 = __commonJS({
  "node_modules/@stdlib/constants-float64-exponent-bias/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EXPONENT_BIAS = 1023 | 0;
    module.exports = FLOAT64_EXPONENT_BIAS;
  }
});

// node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js
var require_lib37 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var HALF_LN2 = 0.34657359027997264;
    module.exports = HALF_LN2;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js
var require_polyval_q = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.03333333333333313;
      }
      return -0.03333333333333313 + x * (0.0015873015872548146 + x * (-793650757867488e-19 + x * (4008217827329362e-21 + x * -20109921818362437e-23)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/main.js
var require_main30 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var fromWords = require_lib32();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var FLOAT64_EXPONENT_BIAS = require_lib36();
    var HALF_LN2 = require_lib37();
    var polyval = require_polyval_q();
    var OVERFLOW_THRESHOLD = 709.782712893384;
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LN2_INV = 1.4426950408889634;
    var LN2x56 = 38.816242111356935;
    var LN2_HALFX3 = 1.0397207708399179;
    function expm1(x) {
      var halfX;
      var twopk;
      var sign;
      var hi;
      var lo;
      var hx;
      var r1;
      var y;
      var z;
      var c;
      var t;
      var e;
      var k;
      if (x === PINF || isnan(x)) {
        return x;
      }
      if (x === NINF) {
        return -1;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        sign = true;
        y = -x;
      } else {
        sign = false;
        y = x;
      }
      if (y >= LN2x56) {
        if (sign) {
          return -1;
        }
        if (y >= OVERFLOW_THRESHOLD) {
          return PINF;
        }
      }
      hx = getHighWord(y) | 0;
      if (y > HALF_LN2) {
        if (y < LN2_HALFX3) {
          if (sign) {
            hi = x + LN2_HI;
            lo = -LN2_LO;
            k = -1;
          } else {
            hi = x - LN2_HI;
            lo = LN2_LO;
            k = 1;
          }
        } else {
          if (sign) {
            k = LN2_INV * x - 0.5;
          } else {
            k = LN2_INV * x + 0.5;
          }
          k |= 0;
          t = k;
          hi = x - t * LN2_HI;
          lo = t * LN2_LO;
        }
        x = hi - lo;
        c = hi - x - lo;
      } else if (hx < 1016070144) {
        return x;
      } else {
        k = 0;
      }
      halfX = 0.5 * x;
      z = x * halfX;
      r1 = 1 + z * polyval(z);
      t = 3 - r1 * halfX;
      e = z * ((r1 - t) / (6 - x * t));
      if (k === 0) {
        return x - (x * e - z);
      }
      twopk = fromWords(FLOAT64_EXPONENT_BIAS + k << 20, 0);
      e = x * (e - c) - c;
      e -= z;
      if (k === -1) {
        return 0.5 * (x - e) - 0.5;
      }
      if (k === 1) {
        if (x < -0.25) {
          return -2 * (e - (x + 0.5));
        }
        return 1 + 2 * (x - e);
      }
      if (k <= -2 || k > 56) {
        y = 1 - (e - x);
        if (k === 1024) {
          hi = getHighWord(y) + (k << 20) | 0;
          y = setHighWord(y, hi);
        } else {
          y *= twopk;
        }
        return y - 1;
      }
      t = 1;
      if (k < 20) {
        hi = 1072693248 - (2097152 >> k) | 0;
        t = setHighWord(t, hi);
        y = t - (e - x);
      } else {
        hi = FLOAT64_EXPONENT_BIAS - k << 20 | 0;
        t = setHighWord(t, hi);
        y = x - (e + t);
        y += 1;
      }
      y *= twopk;
      return y;
    }
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-expm1/lib/index.js
var require_lib38 = __commonJS({
  "node_modules/@stdlib/math-base-special-expm1/lib/index.js"(exports, module) {
    "use strict";
    var expm1 = require_main30();
    module.exports = expm1;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/main.js
var require_main31 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/main.js"(exports, module) {
    "use strict";
    var floor = Math.floor;
    module.exports = floor;
  }
});

// node_modules/@stdlib/math-base-special-floor/lib/index.js
var require_lib39 = __commonJS({
  "node_modules/@stdlib/math-base-special-floor/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main31();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js
var require_polyval_lp = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/polyval_lp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.3999999999940942 + x * (0.2857142874366239 + x * (0.22222198432149784 + x * (0.1818357216161805 + x * (0.15313837699209373 + x * 0.14798198605116586)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/main.js
var require_main32 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var FLOAT64_EXPONENT_BIAS = require_lib36();
    var polyval = require_polyval_lp();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var SQRT2M1 = 0.41421356237309503;
    var SQRT2HALFM1 = -0.2928932188134525;
    var SMALL = 1862645149230957e-24;
    var TINY = 5551115123125783e-32;
    var TWO53 = 9007199254740992;
    var TWO_THIRDS = 0.6666666666666666;
    function log1p(x) {
      var hfsq;
      var hu;
      var y;
      var f;
      var c;
      var s;
      var z;
      var R;
      var u;
      var k;
      if (x < -1 || isnan(x)) {
        return NaN;
      }
      if (x === -1) {
        return NINF;
      }
      if (x === PINF) {
        return x;
      }
      if (x === 0) {
        return x;
      }
      if (x < 0) {
        y = -x;
      } else {
        y = x;
      }
      k = 1;
      if (y < SQRT2M1) {
        if (y < SMALL) {
          if (y < TINY) {
            return x;
          }
          return x - x * x * 0.5;
        }
        if (x > SQRT2HALFM1) {
          k = 0;
          f = x;
          hu = 1;
        }
      }
      if (k !== 0) {
        if (y < TWO53) {
          u = 1 + x;
          hu = getHighWord(u);
          k = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          if (k > 0) {
            c = 1 - (u - x);
          } else {
            c = x - (u - 1);
          }
          c /= u;
        } else {
          u = x;
          hu = getHighWord(u);
          k = (hu >> 20) - FLOAT64_EXPONENT_BIAS;
          c = 0;
        }
        hu &= 1048575;
        if (hu < 434334) {
          u = setHighWord(u, hu | 1072693248);
        } else {
          k += 1;
          u = setHighWord(u, hu | 1071644672);
          hu = 1048576 - hu >> 2;
        }
        f = u - 1;
      }
      hfsq = 0.5 * f * f;
      if (hu === 0) {
        if (f === 0) {
          c += k * LN2_LO;
          return k * LN2_HI + c;
        }
        R = hfsq * (1 - TWO_THIRDS * f);
        return k * LN2_HI - (R - (k * LN2_LO + c) - f);
      }
      s = f / (2 + f);
      z = s * s;
      R = z * polyval(z);
      if (k === 0) {
        return f - (hfsq - s * (hfsq + R));
      }
      return k * LN2_HI - (hfsq - (s * (hfsq + R) + (k * LN2_LO + c)) - f);
    }
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-log1p/lib/index.js
var require_lib40 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1p/lib/index.js"(exports, module) {
    "use strict";
    var log1p = require_main32();
    module.exports = log1p;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/main.js
var require_main33 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/main.js"(exports, module) {
    "use strict";
    var sqrt = Math.sqrt;
    module.exports = sqrt;
  }
});

// node_modules/@stdlib/math-base-special-sqrt/lib/index.js
var require_lib41 = __commonJS({
  "node_modules/@stdlib/math-base-special-sqrt/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main33();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js
var require_lib42 = __commonJS({
  "node_modules/@stdlib/constants-float64-fourth-pi/lib/index.js"(exports, module) {
    "use strict";
    var FOURTH_PI = 0.7853981633974483;
    module.exports = FOURTH_PI;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js
var require_rational_pq = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.16666666666666713;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -8.198089802484825 + x * (19.562619833175948 + x * (-16.262479672107002 + x * (5.444622390564711 + x * (-0.6019598008014124 + x * 0.004253011369004428))));
        s2 = -49.18853881490881 + x * (139.51056146574857 + x * (-147.1791292232726 + x * (70.49610280856842 + x * (-14.740913729888538 + x * 1))));
      } else {
        x = 1 / x;
        s1 = 0.004253011369004428 + x * (-0.6019598008014124 + x * (5.444622390564711 + x * (-16.262479672107002 + x * (19.562619833175948 + x * -8.198089802484825))));
        s2 = 1 + x * (-14.740913729888538 + x * (70.49610280856842 + x * (-147.1791292232726 + x * (139.51056146574857 + x * -49.18853881490881))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js
var require_rational_rs = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/rational_rs.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.08333333333333809;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 28.536655482610616 + x * (-25.56901049652825 + x * (6.968710824104713 + x * (-0.5634242780008963 + x * 0.002967721961301243)));
        s2 = 342.43986579130785 + x * (-383.8770957603691 + x * (147.0656354026815 + x * (-21.947795316429207 + x * 1)));
      } else {
        x = 1 / x;
        s1 = 0.002967721961301243 + x * (-0.5634242780008963 + x * (6.968710824104713 + x * (-25.56901049652825 + x * 28.536655482610616)));
        s2 = 1 + x * (-21.947795316429207 + x * (147.0656354026815 + x * (-383.8770957603691 + x * 342.43986579130785)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/main.js
var require_main34 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var sqrt = require_lib41();
    var PIO4 = require_lib42();
    var ratevalPQ = require_rational_pq();
    var ratevalRS = require_rational_rs();
    var MOREBITS = 6123233995736766e-32;
    function asin(x) {
      var sgn;
      var zz;
      var a;
      var p;
      var z;
      if (isnan(x)) {
        return NaN;
      }
      if (x > 0) {
        a = x;
      } else {
        sgn = true;
        a = -x;
      }
      if (a > 1) {
        return NaN;
      }
      if (a > 0.625) {
        zz = 1 - a;
        p = zz * ratevalRS(zz);
        zz = sqrt(zz + zz);
        z = PIO4 - zz;
        zz = zz * p - MOREBITS;
        z -= zz;
        z += PIO4;
      } else {
        if (a < 1e-8) {
          return x;
        }
        zz = a * a;
        z = zz * ratevalPQ(zz);
        z = a * z + a;
      }
      return sgn ? -z : z;
    }
    module.exports = asin;
  }
});

// node_modules/@stdlib/math-base-special-asin/lib/index.js
var require_lib43 = __commonJS({
  "node_modules/@stdlib/math-base-special-asin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main34();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/main.js
var require_main35 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/main.js"(exports, module) {
    "use strict";
    function abs(x) {
      return Math.abs(x);
    }
    module.exports = abs;
  }
});

// node_modules/@stdlib/math-base-special-abs/lib/index.js
var require_lib44 = __commonJS({
  "node_modules/@stdlib/math-base-special-abs/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main35();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/main.js
var require_main36 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/main.js"(exports, module) {
    "use strict";
    var ceil = Math.ceil;
    module.exports = ceil;
  }
});

// node_modules/@stdlib/math-base-special-ceil/lib/index.js
var require_lib45 = __commonJS({
  "node_modules/@stdlib/math-base-special-ceil/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main36();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/main.js
var require_main37 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    var ceil = require_lib45();
    function trunc(x) {
      if (x < 0) {
        return ceil(x);
      }
      return floor(x);
    }
    module.exports = trunc;
  }
});

// node_modules/@stdlib/math-base-special-trunc/lib/index.js
var require_lib46 = __commonJS({
  "node_modules/@stdlib/math-base-special-trunc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main37();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js
var require_lib47 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT = 1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT;
  }
});

// node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js
var require_lib48 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL = -1023 | 0;
    module.exports = FLOAT64_MAX_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js
var require_lib49 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-base2-exponent-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL = -1074 | 0;
    module.exports = FLOAT64_MIN_BASE2_EXPONENT_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js
var require_main38 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    var NINF = require_lib35();
    function isInfinite(x) {
      return x === PINF || x === NINF;
    }
    module.exports = isInfinite;
  }
});

// node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js
var require_lib50 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-infinite/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main38();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js
var require_lib51 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-sign-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGN_MASK = 2147483648 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_SIGN_MASK;
  }
});

// node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js
var require_lib52 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-abs-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_ABS_MASK = 2147483647 >>> 0;
    module.exports = FLOAT64_HIGH_WORD_ABS_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/indices.js
var require_indices2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/indices.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var indices;
    var HIGH;
    var LOW;
    if (isLittleEndian === true) {
      HIGH = 1;
      LOW = 0;
    } else {
      HIGH = 0;
      LOW = 1;
    }
    indices = {
      "HIGH": HIGH,
      "LOW": LOW
    };
    module.exports = indices;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/assign.js
var require_assign = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/assign.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var indices = require_indices2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    var HIGH = indices.HIGH;
    var LOW = indices.LOW;
    function toWords(x, out, stride, offset) {
      FLOAT64_VIEW[0] = x;
      out[offset] = UINT32_VIEW[HIGH];
      out[offset + stride] = UINT32_VIEW[LOW];
      return out;
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/main.js
var require_main39 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign();
    function toWords(x) {
      return fcn(x, [0 >>> 0, 0 >>> 0], 1, 0);
    }
    module.exports = toWords;
  }
});

// node_modules/@stdlib/number-float64-base-to-words/lib/index.js
var require_lib53 = __commonJS({
  "node_modules/@stdlib/number-float64-base-to-words/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main39();
    var assign = require_assign();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/main.js
var require_main40 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/main.js"(exports, module) {
    "use strict";
    var SIGN_MASK = require_lib51();
    var ABS_MASK = require_lib52();
    var toWords = require_lib53();
    var getHighWord = require_lib30();
    var fromWords = require_lib32();
    var WORDS = [0, 0];
    function copysign(x, y) {
      var hx;
      var hy;
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      hx &= ABS_MASK;
      hy = getHighWord(y);
      hy &= SIGN_MASK;
      hx |= hy;
      return fromWords(hx, WORDS[1]);
    }
    module.exports = copysign;
  }
});

// node_modules/@stdlib/math-base-special-copysign/lib/index.js
var require_lib54 = __commonJS({
  "node_modules/@stdlib/math-base-special-copysign/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main40();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js
var require_lib55 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = 22250738585072014e-324;
    module.exports = FLOAT64_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/assign.js
var require_assign2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/assign.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_NORMAL = require_lib55();
    var isInfinite = require_lib50();
    var isnan = require_lib8();
    var abs = require_lib44();
    var SCALAR = 4503599627370496;
    function normalize(x, out, stride, offset) {
      if (isnan(x) || isInfinite(x)) {
        out[offset] = x;
        out[offset + stride] = 0;
        return out;
      }
      if (x !== 0 && abs(x) < FLOAT64_SMALLEST_NORMAL) {
        out[offset] = x * SCALAR;
        out[offset + stride] = -52;
        return out;
      }
      out[offset] = x;
      out[offset + stride] = 0;
      return out;
    }
    module.exports = normalize;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/main.js
var require_main41 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/main.js"(exports, module) {
    "use strict";
    var fcn = require_assign2();
    function normalize(x) {
      return fcn(x, [0, 0], 1, 0);
    }
    module.exports = normalize;
  }
});

// node_modules/@stdlib/number-float64-base-normalize/lib/index.js
var require_lib56 = __commonJS({
  "node_modules/@stdlib/number-float64-base-normalize/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main41();
    var assign = require_assign2();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js
var require_lib57 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-exponent-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_EXPONENT_MASK = 2146435072;
    module.exports = FLOAT64_HIGH_WORD_EXPONENT_MASK;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/main.js
var require_main42 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var EXP_MASK = require_lib57();
    var BIAS = require_lib36();
    function exponent(x) {
      var high = getHighWord(x);
      high = (high & EXP_MASK) >>> 20;
      return high - BIAS | 0;
    }
    module.exports = exponent;
  }
});

// node_modules/@stdlib/number-float64-base-exponent/lib/index.js
var require_lib58 = __commonJS({
  "node_modules/@stdlib/number-float64-base-exponent/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main42();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/main.js
var require_main43 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    var NINF = require_lib35();
    var BIAS = require_lib36();
    var MAX_EXPONENT = require_lib47();
    var MAX_SUBNORMAL_EXPONENT = require_lib48();
    var MIN_SUBNORMAL_EXPONENT = require_lib49();
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var copysign = require_lib54();
    var normalize = require_lib56().assign;
    var floatExp = require_lib58();
    var toWords = require_lib53();
    var fromWords = require_lib32();
    var TWO52_INV = 2220446049250313e-31;
    var CLEAR_EXP_MASK = 2148532223 >>> 0;
    var FRAC = [0, 0];
    var WORDS = [0, 0];
    function ldexp(frac, exp) {
      var high;
      var m;
      if (exp === 0 || frac === 0 || // handles +-0
      isnan(frac) || isInfinite(frac)) {
        return frac;
      }
      normalize(frac, FRAC, 1, 0);
      frac = FRAC[0];
      exp += FRAC[1];
      exp += floatExp(frac);
      if (exp < MIN_SUBNORMAL_EXPONENT) {
        return copysign(0, frac);
      }
      if (exp > MAX_EXPONENT) {
        if (frac < 0) {
          return NINF;
        }
        return PINF;
      }
      if (exp <= MAX_SUBNORMAL_EXPONENT) {
        exp += 52;
        m = TWO52_INV;
      } else {
        m = 1;
      }
      toWords.assign(frac, WORDS, 1, 0);
      high = WORDS[0];
      high &= CLEAR_EXP_MASK;
      high |= exp + BIAS << 20;
      return m * fromWords(high, WORDS[1]);
    }
    module.exports = ldexp;
  }
});

// node_modules/@stdlib/math-base-special-ldexp/lib/index.js
var require_lib59 = __commonJS({
  "node_modules/@stdlib/math-base-special-ldexp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main43();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js
var require_polyval_p = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666602;
      }
      return 0.16666666666666602 + x * (-0.0027777777777015593 + x * (6613756321437934e-20 + x * (-16533902205465252e-22 + x * 41381367970572385e-24)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/expmulti.js
var require_expmulti = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/expmulti.js"(exports, module) {
    "use strict";
    var ldexp = require_lib59();
    var polyvalP = require_polyval_p();
    function expmulti(hi, lo, k) {
      var r;
      var t;
      var c;
      var y;
      r = hi - lo;
      t = r * r;
      c = r - t * polyvalP(t);
      y = 1 - (lo - r * c / (2 - c) - hi);
      return ldexp(y, k);
    }
    module.exports = expmulti;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/main.js
var require_main44 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var trunc = require_lib46();
    var NINF = require_lib35();
    var PINF = require_lib33();
    var expmulti = require_expmulti();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var LOG2_E = 1.4426950408889634;
    var OVERFLOW = 709.782712893384;
    var UNDERFLOW = -745.1332191019411;
    var NEARZERO = 1 / (1 << 28);
    var NEG_NEARZERO = -NEARZERO;
    function exp(x) {
      var hi;
      var lo;
      var k;
      if (isnan(x) || x === PINF) {
        return x;
      }
      if (x === NINF) {
        return 0;
      }
      if (x > OVERFLOW) {
        return PINF;
      }
      if (x < UNDERFLOW) {
        return 0;
      }
      if (x > NEG_NEARZERO && x < NEARZERO) {
        return 1 + x;
      }
      if (x < 0) {
        k = trunc(LOG2_E * x - 0.5);
      } else {
        k = trunc(LOG2_E * x + 0.5);
      }
      hi = x - k * LN2_HI;
      lo = k * LN2_LO;
      return expmulti(hi, lo, k);
    }
    module.exports = exp;
  }
});

// node_modules/@stdlib/math-base-special-exp/lib/index.js
var require_lib60 = __commonJS({
  "node_modules/@stdlib/math-base-special-exp/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main44();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/main.js
var require_main45 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    function isInteger(x) {
      return floor(x) === x;
    }
    module.exports = isInteger;
  }
});

// node_modules/@stdlib/math-base-assert-is-integer/lib/index.js
var require_lib61 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-integer/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main45();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/main.js
var require_main46 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/main.js"(exports, module) {
    "use strict";
    var isInteger = require_lib61();
    function isEven(x) {
      return isInteger(x / 2);
    }
    module.exports = isEven;
  }
});

// node_modules/@stdlib/math-base-assert-is-even/lib/index.js
var require_lib62 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-even/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main46();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/main.js
var require_main47 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/main.js"(exports, module) {
    "use strict";
    var isEven = require_lib62();
    function isOdd(x) {
      if (x > 0) {
        return isEven(x - 1);
      }
      return isEven(x + 1);
    }
    module.exports = isOdd;
  }
});

// node_modules/@stdlib/math-base-assert-is-odd/lib/index.js
var require_lib63 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-odd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main47();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js
var require_low = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var LOW;
    if (isLittleEndian === true) {
      LOW = 0;
    } else {
      LOW = 1;
    }
    module.exports = LOW;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js
var require_main48 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var LOW = require_low();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function setLowWord(x, low) {
      FLOAT64_VIEW[0] = x;
      UINT32_VIEW[LOW] = low >>> 0;
      return FLOAT64_VIEW[0];
    }
    module.exports = setLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js
var require_lib64 = __commonJS({
  "node_modules/@stdlib/number-float64-base-set-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main48();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js
var require_main49 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/main.js"(exports, module) {
    "use strict";
    function uint32ToInt32(x) {
      return x | 0;
    }
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js
var require_lib65 = __commonJS({
  "node_modules/@stdlib/number-uint32-base-to-int32/lib/index.js"(exports, module) {
    "use strict";
    var uint32ToInt32 = require_main49();
    module.exports = uint32ToInt32;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js
var require_x_is_zero = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/x_is_zero.js"(exports, module) {
    "use strict";
    var isOdd = require_lib63();
    var copysign = require_lib54();
    var NINF = require_lib35();
    var PINF = require_lib33();
    function pow(x, y) {
      if (y === NINF) {
        return PINF;
      }
      if (y === PINF) {
        return 0;
      }
      if (y > 0) {
        if (isOdd(y)) {
          return x;
        }
        return 0;
      }
      if (isOdd(y)) {
        return copysign(PINF, x);
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js
var require_y_is_huge = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_huge.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib52();
    var getHighWord = require_lib30();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    function pow(x, y) {
      var ahx;
      var hx;
      hx = getHighWord(x);
      ahx = hx & ABS_MASK;
      if (ahx <= HIGH_MAX_NEAR_UNITY) {
        if (y < 0) {
          return HUGE * HUGE;
        }
        return TINY * TINY;
      }
      if (y > 0) {
        return HUGE * HUGE;
      }
      return TINY * TINY;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js
var require_y_is_infinite = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/y_is_infinite.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var PINF = require_lib33();
    function pow(x, y) {
      if (x === -1) {
        return (x - x) / (x - x);
      }
      if (x === 1) {
        return 1;
      }
      if (abs(x) < 1 === (y === PINF)) {
        return 0;
      }
      return PINF;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js
var require_lib66 = __commonJS({
  "node_modules/@stdlib/constants-float64-num-high-word-significand-bits/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS = 20 | 0;
    module.exports = FLOAT64_NUM_HIGH_WORD_SIGNIFICAND_BITS;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js
var require_polyval_l = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_l.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5999999999999946;
      }
      return 0.5999999999999946 + x * (0.4285714285785502 + x * (0.33333332981837743 + x * (0.272728123808534 + x * (0.23066074577556175 + x * 0.20697501780033842))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/log2ax.js
var require_log2ax = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/log2ax.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var setLowWord = require_lib64();
    var setHighWord = require_lib31();
    var BIAS = require_lib36();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib66();
    var polyvalL = require_polyval_l();
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_BIASED_EXP_NEG_512 = 536870912 | 0;
    var HIGH_SIGNIFICAND_HALF = 524288 | 0;
    var TWO53 = 9007199254740992;
    var CP = 0.9617966939259756;
    var CP_HI = 0.9617967009544373;
    var CP_LO = -7028461650952758e-24;
    var BP = [
      1,
      1.5
    ];
    var DP_HI = [
      0,
      0.5849624872207642
      // 0x3FE2B803, 0x40000000
    ];
    var DP_LO = [
      0,
      1350039202129749e-23
      // 0x3E4CFDEB, 0x43CFD006
    ];
    function log2ax(out, ax, ahx) {
      var tmp;
      var ss;
      var s2;
      var hs;
      var ls;
      var ht;
      var lt;
      var bp;
      var dp;
      var hp;
      var lp;
      var hz;
      var lz;
      var t1;
      var t2;
      var t;
      var r;
      var u;
      var v;
      var n;
      var j;
      var k;
      n = 0 | 0;
      if (ahx < HIGH_MIN_NORMAL_EXP) {
        ax *= TWO53;
        n -= 53 | 0;
        ahx = getHighWord(ax);
      }
      n += (ahx >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      j = ahx & HIGH_SIGNIFICAND_MASK | 0;
      ahx = j | HIGH_BIASED_EXP_0 | 0;
      if (j <= 235662) {
        k = 0;
      } else if (j < 767610) {
        k = 1;
      } else {
        k = 0;
        n += 1 | 0;
        ahx -= HIGH_MIN_NORMAL_EXP;
      }
      ax = setHighWord(ax, ahx);
      bp = BP[k];
      u = ax - bp;
      v = 1 / (ax + bp);
      ss = u * v;
      hs = setLowWord(ss, 0);
      tmp = (ahx >> 1 | HIGH_BIASED_EXP_NEG_512) + HIGH_SIGNIFICAND_HALF;
      tmp += k << 18;
      ht = setHighWord(0, tmp);
      lt = ax - (ht - bp);
      ls = v * (u - hs * ht - hs * lt);
      s2 = ss * ss;
      r = s2 * s2 * polyvalL(s2);
      r += ls * (hs + ss);
      s2 = hs * hs;
      ht = 3 + s2 + r;
      ht = setLowWord(ht, 0);
      lt = r - (ht - 3 - s2);
      u = hs * ht;
      v = ls * ht + lt * ss;
      hp = u + v;
      hp = setLowWord(hp, 0);
      lp = v - (hp - u);
      hz = CP_HI * hp;
      lz = CP_LO * hp + lp * CP + DP_LO[k];
      dp = DP_HI[k];
      t = n;
      t1 = hz + lz + dp + t;
      t1 = setLowWord(t1, 0);
      t2 = lz - (t1 - t - dp - hz);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = log2ax;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js
var require_polyval_w = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.5;
      }
      return 0.5 + x * (-0.3333333333333333 + x * 0.25);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/logx.js
var require_logx = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/logx.js"(exports, module) {
    "use strict";
    var setLowWord = require_lib64();
    var polyvalW = require_polyval_w();
    var INV_LN2 = 1.4426950408889634;
    var INV_LN2_HI = 1.4426950216293335;
    var INV_LN2_LO = 19259629911266175e-24;
    function logx(out, ax) {
      var t2;
      var t1;
      var t;
      var w;
      var u;
      var v;
      t = ax - 1;
      w = t * t * polyvalW(t);
      u = INV_LN2_HI * t;
      v = t * INV_LN2_LO - w * INV_LN2;
      t1 = u + v;
      t1 = setLowWord(t1, 0);
      t2 = v - (t1 - u);
      out[0] = t1;
      out[1] = t2;
      return out;
    }
    module.exports = logx;
  }
});

// node_modules/@stdlib/constants-float64-ln-two/lib/index.js
var require_lib67 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-two/lib/index.js"(exports, module) {
    "use strict";
    var LN2 = 0.6931471805599453;
    module.exports = LN2;
  }
});

// node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js
var require_lib68 = __commonJS({
  "node_modules/@stdlib/constants-float64-high-word-significand-mask/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_HIGH_WORD_SIGNIFICAND_MASK = 1048575;
    module.exports = FLOAT64_HIGH_WORD_SIGNIFICAND_MASK;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js
var require_polyval_p2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666602;
      }
      return 0.16666666666666602 + x * (-0.0027777777777015593 + x * (6613756321437934e-20 + x * (-16533902205465252e-22 + x * 41381367970572385e-24)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/pow2.js
var require_pow2 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/pow2.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var setLowWord = require_lib64();
    var uint32ToInt32 = require_lib65();
    var ldexp = require_lib59();
    var LN2 = require_lib67();
    var BIAS = require_lib36();
    var ABS_MASK = require_lib52();
    var HIGH_SIGNIFICAND_MASK = require_lib68();
    var HIGH_NUM_SIGNIFICAND_BITS = require_lib66();
    var polyvalP = require_polyval_p2();
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_NEG_1 = 1071644672 | 0;
    var LN2_HI = 0.6931471824645996;
    var LN2_LO = -1904654299957768e-24;
    function pow2(j, hp, lp) {
      var tmp;
      var t1;
      var t;
      var r;
      var u;
      var v;
      var w;
      var z;
      var n;
      var i;
      var k;
      i = j & ABS_MASK | 0;
      k = (i >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
      n = 0;
      if (i > HIGH_BIASED_EXP_NEG_1) {
        n = j + (HIGH_MIN_NORMAL_EXP >> k + 1) >>> 0;
        k = ((n & ABS_MASK) >> HIGH_NUM_SIGNIFICAND_BITS) - BIAS | 0;
        tmp = (n & ~(HIGH_SIGNIFICAND_MASK >> k)) >>> 0;
        t = setHighWord(0, tmp);
        n = (n & HIGH_SIGNIFICAND_MASK | HIGH_MIN_NORMAL_EXP) >> HIGH_NUM_SIGNIFICAND_BITS - k >>> 0;
        if (j < 0) {
          n = -n;
        }
        hp -= t;
      }
      t = lp + hp;
      t = setLowWord(t, 0);
      u = t * LN2_HI;
      v = (lp - (t - hp)) * LN2 + t * LN2_LO;
      z = u + v;
      w = v - (z - u);
      t = z * z;
      t1 = z - t * polyvalP(t);
      r = z * t1 / (t1 - 2) - (w + z * w);
      z = 1 - (r - z);
      j = getHighWord(z);
      j = uint32ToInt32(j);
      j += n << HIGH_NUM_SIGNIFICAND_BITS >>> 0;
      if (j >> HIGH_NUM_SIGNIFICAND_BITS <= 0) {
        z = ldexp(z, n);
      } else {
        z = setHighWord(z, j);
      }
      return z;
    }
    module.exports = pow2;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/main.js
var require_main50 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isOdd = require_lib63();
    var isInfinite = require_lib50();
    var isInteger = require_lib61();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var toWords = require_lib53();
    var setLowWord = require_lib64();
    var uint32ToInt32 = require_lib65();
    var NINF = require_lib35();
    var PINF = require_lib33();
    var ABS_MASK = require_lib52();
    var xIsZero = require_x_is_zero();
    var yIsHuge = require_y_is_huge();
    var yIsInfinite = require_y_is_infinite();
    var log2ax = require_log2ax();
    var logx = require_logx();
    var pow2 = require_pow2();
    var HIGH_MAX_NEAR_UNITY = 1072693247 | 0;
    var HIGH_BIASED_EXP_31 = 1105199104 | 0;
    var HIGH_BIASED_EXP_64 = 1139802112 | 0;
    var HIGH_BIASED_EXP_10 = 1083179008 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    var HIGH_1075 = 1083231232 | 0;
    var HIGH_NEG_1075 = 3230714880 >>> 0;
    var HIGH_NUM_NONSIGN_BITS = 31 | 0;
    var HUGE = 1e300;
    var TINY = 1e-300;
    var OVT = 8008566259537294e-32;
    var WORDS = [0 | 0, 0 | 0];
    var LOG_WORKSPACE = [0, 0];
    function pow(x, y) {
      var ahx;
      var ahy;
      var ax;
      var hx;
      var lx;
      var hy;
      var ly;
      var sx;
      var sy;
      var y1;
      var hp;
      var lp;
      var t;
      var z;
      var j;
      var i;
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      toWords.assign(y, WORDS, 1, 0);
      hy = WORDS[0];
      ly = WORDS[1];
      if (ly === 0) {
        if (y === 0) {
          return 1;
        }
        if (y === 1) {
          return x;
        }
        if (y === -1) {
          return 1 / x;
        }
        if (y === 0.5) {
          return sqrt(x);
        }
        if (y === -0.5) {
          return 1 / sqrt(x);
        }
        if (y === 2) {
          return x * x;
        }
        if (y === 3) {
          return x * x * x;
        }
        if (y === 4) {
          x *= x;
          return x * x;
        }
        if (isInfinite(y)) {
          return yIsInfinite(x, y);
        }
      }
      toWords.assign(x, WORDS, 1, 0);
      hx = WORDS[0];
      lx = WORDS[1];
      if (lx === 0) {
        if (hx === 0) {
          return xIsZero(x, y);
        }
        if (x === 1) {
          return 1;
        }
        if (x === -1 && isOdd(y)) {
          return -1;
        }
        if (isInfinite(x)) {
          if (x === NINF) {
            return pow(-0, -y);
          }
          if (y < 0) {
            return 0;
          }
          return PINF;
        }
      }
      if (x < 0 && isInteger(y) === false) {
        return (x - x) / (x - x);
      }
      ax = abs(x);
      ahx = hx & ABS_MASK | 0;
      ahy = hy & ABS_MASK | 0;
      sx = hx >>> HIGH_NUM_NONSIGN_BITS | 0;
      sy = hy >>> HIGH_NUM_NONSIGN_BITS | 0;
      if (sx && isOdd(y)) {
        sx = -1;
      } else {
        sx = 1;
      }
      if (ahy > HIGH_BIASED_EXP_31) {
        if (ahy > HIGH_BIASED_EXP_64) {
          return yIsHuge(x, y);
        }
        if (ahx < HIGH_MAX_NEAR_UNITY) {
          if (sy === 1) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        if (ahx > HIGH_BIASED_EXP_0) {
          if (sy === 0) {
            return sx * HUGE * HUGE;
          }
          return sx * TINY * TINY;
        }
        t = logx(LOG_WORKSPACE, ax);
      } else {
        t = log2ax(LOG_WORKSPACE, ax, ahx);
      }
      y1 = setLowWord(y, 0);
      lp = (y - y1) * t[0] + y * t[1];
      hp = y1 * t[0];
      z = lp + hp;
      toWords.assign(z, WORDS, 1, 0);
      j = uint32ToInt32(WORDS[0]);
      i = uint32ToInt32(WORDS[1]);
      if (j >= HIGH_BIASED_EXP_10) {
        if ((j - HIGH_BIASED_EXP_10 | i) !== 0) {
          return sx * HUGE * HUGE;
        }
        if (lp + OVT > z - hp) {
          return sx * HUGE * HUGE;
        }
      } else if ((j & ABS_MASK) >= HIGH_1075) {
        if ((j - HIGH_NEG_1075 | i) !== 0) {
          return sx * TINY * TINY;
        }
        if (lp <= z - hp) {
          return sx * TINY * TINY;
        }
      }
      z = pow2(j, hp, lp);
      return sx * z;
    }
    module.exports = pow;
  }
});

// node_modules/@stdlib/math-base-special-pow/lib/index.js
var require_lib69 = __commonJS({
  "node_modules/@stdlib/math-base-special-pow/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main50();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-e/lib/index.js
var require_lib70 = __commonJS({
  "node_modules/@stdlib/constants-float64-e/lib/index.js"(exports, module) {
    "use strict";
    var E = 2.718281828459045;
    module.exports = E;
  }
});

// node_modules/@stdlib/constants-float64-eps/lib/index.js
var require_lib71 = __commonJS({
  "node_modules/@stdlib/constants-float64-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_EPSILON = 2220446049250313e-31;
    module.exports = FLOAT64_EPSILON;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js
var require_lanczos_sum_expg_scaled = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/lanczos_sum_expg_scaled.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/main.js
var require_main51 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var E = require_lib70();
    var EPSILON = require_lib71();
    var lanczosSumExpGScaled = require_lanczos_sum_expg_scaled();
    var G = 10.900511;
    function beta(a, b) {
      var ambh;
      var agh;
      var bgh;
      var cgh;
      var res;
      var tmp;
      var c;
      if (isnan(a) || isnan(b)) {
        return NaN;
      }
      if (a < 0 || b < 0) {
        return NaN;
      }
      if (b === 1) {
        return 1 / a;
      }
      if (a === 1) {
        return 1 / b;
      }
      c = a + b;
      if (c < EPSILON) {
        res = c / a;
        res /= b;
        return res;
      }
      if (c === a && b < EPSILON) {
        return 1 / b;
      }
      if (c === b && a < EPSILON) {
        return 1 / a;
      }
      if (a < b) {
        tmp = b;
        b = a;
        a = tmp;
      }
      agh = a + G - 0.5;
      bgh = b + G - 0.5;
      cgh = c + G - 0.5;
      res = lanczosSumExpGScaled(a) * (lanczosSumExpGScaled(b) / lanczosSumExpGScaled(c));
      ambh = a - 0.5 - b;
      if (abs(b * ambh) < cgh * 100 && a > 100) {
        res *= exp(ambh * log1p(-b / cgh));
      } else {
        res *= pow(agh / cgh, ambh);
      }
      if (cgh > 1e10) {
        res *= pow(agh / cgh * (bgh / cgh), b);
      } else {
        res *= pow(agh * bgh / (cgh * cgh), b);
      }
      res *= sqrt(E / bgh);
      return res;
    }
    module.exports = beta;
  }
});

// node_modules/@stdlib/math-base-special-beta/lib/index.js
var require_lib72 = __commonJS({
  "node_modules/@stdlib/math-base-special-beta/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main51();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js
var require_main52 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/main.js"(exports, module) {
    "use strict";
    var PINF = require_lib33();
    function isPositiveZero(x) {
      return x === 0 && 1 / x === PINF;
    }
    module.exports = isPositiveZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js
var require_lib73 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-positive-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main52();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/main.js
var require_main53 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/main.js"(exports, module) {
    "use strict";
    var isPositiveZero = require_lib73();
    var isnan = require_lib8();
    var PINF = require_lib33();
    function max(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === PINF || y === PINF) {
        return PINF;
      }
      if (x === y && x === 0) {
        if (isPositiveZero(x)) {
          return x;
        }
        return y;
      }
      if (x > y) {
        return x;
      }
      return y;
    }
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-special-max/lib/index.js
var require_lib74 = __commonJS({
  "node_modules/@stdlib/math-base-special-max/lib/index.js"(exports, module) {
    "use strict";
    var max = require_main53();
    module.exports = max;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js
var require_main54 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/main.js"(exports, module) {
    "use strict";
    var NINF = require_lib35();
    function isNegativeZero(x) {
      return x === 0 && 1 / x === NINF;
    }
    module.exports = isNegativeZero;
  }
});

// node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js
var require_lib75 = __commonJS({
  "node_modules/@stdlib/math-base-assert-is-negative-zero/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main54();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/main.js
var require_main55 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/main.js"(exports, module) {
    "use strict";
    var isNegativeZero = require_lib75();
    var isnan = require_lib8();
    var NINF = require_lib35();
    function min(x, y) {
      if (isnan(x) || isnan(y)) {
        return NaN;
      }
      if (x === NINF || y === NINF) {
        return NINF;
      }
      if (x === y && x === 0) {
        if (isNegativeZero(x)) {
          return x;
        }
        return y;
      }
      if (x < y) {
        return x;
      }
      return y;
    }
    module.exports = min;
  }
});

// node_modules/@stdlib/math-base-special-min/lib/index.js
var require_lib76 = __commonJS({
  "node_modules/@stdlib/math-base-special-min/lib/index.js"(exports, module) {
    "use strict";
    var min = require_main55();
    module.exports = min;
  }
});

// node_modules/@stdlib/constants-float64-max/lib/index.js
var require_lib77 = __commonJS({
  "node_modules/@stdlib/constants-float64-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX = 17976931348623157e292;
    module.exports = FLOAT64_MAX;
  }
});

// node_modules/@stdlib/constants-int32-max/lib/index.js
var require_lib78 = __commonJS({
  "node_modules/@stdlib/constants-int32-max/lib/index.js"(exports, module) {
    "use strict";
    var INT32_MAX = 2147483647 | 0;
    module.exports = INT32_MAX;
  }
});

// node_modules/@stdlib/constants-float64-half-pi/lib/index.js
var require_lib79 = __commonJS({
  "node_modules/@stdlib/constants-float64-half-pi/lib/index.js"(exports, module) {
    "use strict";
    var HALF_PI = 1.5707963267948966;
    module.exports = HALF_PI;
  }
});

// node_modules/@stdlib/constants-float64-pi/lib/index.js
var require_lib80 = __commonJS({
  "node_modules/@stdlib/constants-float64-pi/lib/index.js"(exports, module) {
    "use strict";
    var PI = 3.141592653589793;
    module.exports = PI;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js
var require_polyval_c13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0416666666666666;
      }
      return 0.0416666666666666 + x * (-0.001388888888887411 + x * 2480158728947673e-20);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js
var require_polyval_c46 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/polyval_c46.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -27557314351390663e-23;
      }
      return -27557314351390663e-23 + x * (2087572321298175e-24 + x * -11359647557788195e-27);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js
var require_main56 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/main.js"(exports, module) {
    "use strict";
    var polyval13 = require_polyval_c13();
    var polyval46 = require_polyval_c46();
    function kernelCos(x, y) {
      var hz;
      var r;
      var w;
      var z;
      z = x * x;
      w = z * z;
      r = z * polyval13(z);
      r += w * w * polyval46(z);
      hz = 0.5 * z;
      w = 1 - hz;
      return w + (1 - w - hz + (z * r - x * y));
    }
    module.exports = kernelCos;
  }
});

// node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js
var require_lib81 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main56();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js
var require_main57 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/main.js"(exports, module) {
    "use strict";
    var S1 = -0.16666666666666632;
    var S2 = 0.00833333333332249;
    var S3 = -1984126982985795e-19;
    var S4 = 27557313707070068e-22;
    var S5 = -25050760253406863e-24;
    var S6 = 158969099521155e-24;
    function kernelSin(x, y) {
      var r;
      var v;
      var w;
      var z;
      z = x * x;
      w = z * z;
      r = S2 + z * (S3 + z * S4) + z * w * (S5 + z * S6);
      v = z * x;
      if (y === 0) {
        return x + v * (S1 + z * r);
      }
      return x - (z * (0.5 * y - v * r) - y - v * S1);
    }
    module.exports = kernelSin;
  }
});

// node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js
var require_lib82 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main57();
    module.exports = main;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js
var require_low2 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/low.js"(exports, module) {
    "use strict";
    var isLittleEndian = require_lib29();
    var LOW;
    if (isLittleEndian === true) {
      LOW = 0;
    } else {
      LOW = 1;
    }
    module.exports = LOW;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js
var require_main58 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/main.js"(exports, module) {
    "use strict";
    var Uint32Array2 = require_lib17();
    var Float64Array2 = require_lib20();
    var LOW = require_low2();
    var FLOAT64_VIEW = new Float64Array2(1);
    var UINT32_VIEW = new Uint32Array2(FLOAT64_VIEW.buffer);
    function getLowWord(x) {
      FLOAT64_VIEW[0] = x;
      return UINT32_VIEW[LOW];
    }
    module.exports = getLowWord;
  }
});

// node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js
var require_lib83 = __commonJS({
  "node_modules/@stdlib/number-float64-base-get-low-word/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main58();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-filled/lib/main.js
var require_main59 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/main.js"(exports, module) {
    "use strict";
    function filled(value, len) {
      var arr;
      var i;
      arr = [];
      for (i = 0; i < len; i++) {
        arr.push(value);
      }
      return arr;
    }
    module.exports = filled;
  }
});

// node_modules/@stdlib/array-base-filled/lib/index.js
var require_lib84 = __commonJS({
  "node_modules/@stdlib/array-base-filled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main59();
    module.exports = main;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/main.js
var require_main60 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/main.js"(exports, module) {
    "use strict";
    var filled = require_lib84();
    function zeros(len) {
      return filled(0, len);
    }
    module.exports = zeros;
  }
});

// node_modules/@stdlib/array-base-zeros/lib/index.js
var require_lib85 = __commonJS({
  "node_modules/@stdlib/array-base-zeros/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main60();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js
var require_kernel_rempio2 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/kernel_rempio2.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    var ldexp = require_lib59();
    var zeros = require_lib85();
    var IPIO2 = [
      10680707,
      7228996,
      1387004,
      2578385,
      16069853,
      12639074,
      9804092,
      4427841,
      16666979,
      11263675,
      12935607,
      2387514,
      4345298,
      14681673,
      3074569,
      13734428,
      16653803,
      1880361,
      10960616,
      8533493,
      3062596,
      8710556,
      7349940,
      6258241,
      3772886,
      3769171,
      3798172,
      8675211,
      12450088,
      3874808,
      9961438,
      366607,
      15675153,
      9132554,
      7151469,
      3571407,
      2607881,
      12013382,
      4155038,
      6285869,
      7677882,
      13102053,
      15825725,
      473591,
      9065106,
      15363067,
      6271263,
      9264392,
      5636912,
      4652155,
      7056368,
      13614112,
      10155062,
      1944035,
      9527646,
      15080200,
      6658437,
      6231200,
      6832269,
      16767104,
      5075751,
      3212806,
      1398474,
      7579849,
      6349435,
      12618859
    ];
    var PIO2 = [
      1.570796251296997,
      // 0x3FF921FB, 0x40000000
      7549789415861596e-23,
      // 0x3E74442D, 0x00000000
      5390302529957765e-30,
      // 0x3CF84698, 0x80000000
      3282003415807913e-37,
      // 0x3B78CC51, 0x60000000
      1270655753080676e-44,
      // 0x39F01B83, 0x80000000
      12293330898111133e-52,
      // 0x387A2520, 0x40000000
      27337005381646456e-60,
      // 0x36E38222, 0x80000000
      21674168387780482e-67
      // 0x3569F31D, 0x00000000
    ];
    var TWO24 = 16777216;
    var TWON24 = 5960464477539063e-23;
    var F = zeros(20);
    var Q = zeros(20);
    var FQ = zeros(20);
    var IQ = zeros(20);
    function compute(x, y, jz, q, q0, jk, jv, jx, f) {
      var carry;
      var fw;
      var ih;
      var jp;
      var i;
      var k;
      var n;
      var j;
      var z;
      jp = jk;
      z = q[jz];
      j = jz;
      for (i = 0; j > 0; i++) {
        fw = TWON24 * z | 0;
        IQ[i] = z - TWO24 * fw | 0;
        z = q[j - 1] + fw;
        j -= 1;
      }
      z = ldexp(z, q0);
      z -= 8 * floor(z * 0.125);
      n = z | 0;
      z -= n;
      ih = 0;
      if (q0 > 0) {
        i = IQ[jz - 1] >> 24 - q0;
        n += i;
        IQ[jz - 1] -= i << 24 - q0;
        ih = IQ[jz - 1] >> 23 - q0;
      } else if (q0 === 0) {
        ih = IQ[jz - 1] >> 23;
      } else if (z >= 0.5) {
        ih = 2;
      }
      if (ih > 0) {
        n += 1;
        carry = 0;
        for (i = 0; i < jz; i++) {
          j = IQ[i];
          if (carry === 0) {
            if (j !== 0) {
              carry = 1;
              IQ[i] = 16777216 - j;
            }
          } else {
            IQ[i] = 16777215 - j;
          }
        }
        if (q0 > 0) {
          switch (q0) {
            // eslint-disable-line default-case
            case 1:
              IQ[jz - 1] &= 8388607;
              break;
            case 2:
              IQ[jz - 1] &= 4194303;
              break;
          }
        }
        if (ih === 2) {
          z = 1 - z;
          if (carry !== 0) {
            z -= ldexp(1, q0);
          }
        }
      }
      if (z === 0) {
        j = 0;
        for (i = jz - 1; i >= jk; i--) {
          j |= IQ[i];
        }
        if (j === 0) {
          for (k = 1; IQ[jk - k] === 0; k++) {
          }
          for (i = jz + 1; i <= jz + k; i++) {
            f[jx + i] = IPIO2[jv + i];
            fw = 0;
            for (j = 0; j <= jx; j++) {
              fw += x[j] * f[jx + (i - j)];
            }
            q[i] = fw;
          }
          jz += k;
          return compute(x, y, jz, q, q0, jk, jv, jx, f);
        }
        jz -= 1;
        q0 -= 24;
        while (IQ[jz] === 0) {
          jz -= 1;
          q0 -= 24;
        }
      } else {
        z = ldexp(z, -q0);
        if (z >= TWO24) {
          fw = TWON24 * z | 0;
          IQ[jz] = z - TWO24 * fw | 0;
          jz += 1;
          q0 += 24;
          IQ[jz] = fw;
        } else {
          IQ[jz] = z | 0;
        }
      }
      fw = ldexp(1, q0);
      for (i = jz; i >= 0; i--) {
        q[i] = fw * IQ[i];
        fw *= TWON24;
      }
      for (i = jz; i >= 0; i--) {
        fw = 0;
        for (k = 0; k <= jp && k <= jz - i; k++) {
          fw += PIO2[k] * q[i + k];
        }
        FQ[jz - i] = fw;
      }
      fw = 0;
      for (i = jz; i >= 0; i--) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[0] = fw;
      } else {
        y[0] = -fw;
      }
      fw = FQ[0] - fw;
      for (i = 1; i <= jz; i++) {
        fw += FQ[i];
      }
      if (ih === 0) {
        y[1] = fw;
      } else {
        y[1] = -fw;
      }
      return n & 7;
    }
    function kernelRempio2(x, y, e0, nx) {
      var fw;
      var jk;
      var jv;
      var jx;
      var jz;
      var q0;
      var i;
      var j;
      var m;
      jk = 4;
      jx = nx - 1;
      jv = (e0 - 3) / 24 | 0;
      if (jv < 0) {
        jv = 0;
      }
      q0 = e0 - 24 * (jv + 1);
      j = jv - jx;
      m = jx + jk;
      for (i = 0; i <= m; i++) {
        if (j < 0) {
          F[i] = 0;
        } else {
          F[i] = IPIO2[j];
        }
        j += 1;
      }
      for (i = 0; i <= jk; i++) {
        fw = 0;
        for (j = 0; j <= jx; j++) {
          fw += x[j] * F[jx + (i - j)];
        }
        Q[i] = fw;
      }
      jz = jk;
      return compute(x, y, jz, Q, q0, jk, jv, jx, F);
    }
    module.exports = kernelRempio2;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/main.js
var require_main61 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/main.js"(exports, module) {
    "use strict";
    var round = Math.round;
    module.exports = round;
  }
});

// node_modules/@stdlib/math-base-special-round/lib/index.js
var require_lib86 = __commonJS({
  "node_modules/@stdlib/math-base-special-round/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main61();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js
var require_rempio2_medium = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/rempio2_medium.js"(exports, module) {
    "use strict";
    var round = require_lib86();
    var getHighWord = require_lib30();
    var INVPIO2 = 0.6366197723675814;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var PIO2_2 = 6077100506303966e-26;
    var PIO2_2T = 20222662487959506e-37;
    var PIO2_3 = 20222662487111665e-37;
    var PIO2_3T = 84784276603689e-45;
    var EXPONENT_MASK = 2047 | 0;
    function rempio2Medium(x, ix, y) {
      var high;
      var n;
      var t;
      var r;
      var w;
      var i;
      var j;
      n = round(x * INVPIO2);
      r = x - n * PIO2_1;
      w = n * PIO2_1T;
      j = ix >> 20 | 0;
      y[0] = r - w;
      high = getHighWord(y[0]);
      i = j - (high >> 20 & EXPONENT_MASK);
      if (i > 16) {
        t = r;
        w = n * PIO2_2;
        r = t - w;
        w = n * PIO2_2T - (t - r - w);
        y[0] = r - w;
        high = getHighWord(y[0]);
        i = j - (high >> 20 & EXPONENT_MASK);
        if (i > 49) {
          t = r;
          w = n * PIO2_3;
          r = t - w;
          w = n * PIO2_3T - (t - r - w);
          y[0] = r - w;
        }
      }
      y[1] = r - y[0] - w;
      return n;
    }
    module.exports = rempio2Medium;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/main.js
var require_main62 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/main.js"(exports, module) {
    "use strict";
    var ABS_MASK = require_lib52();
    var EXPONENT_MASK = require_lib57();
    var SIGNIFICAND_MASK = require_lib68();
    var getHighWord = require_lib30();
    var getLowWord = require_lib83();
    var fromWords = require_lib32();
    var rempio2Kernel = require_kernel_rempio2();
    var rempio2Medium = require_rempio2_medium();
    var ZERO = 0;
    var TWO24 = 16777216;
    var PIO2_1 = 1.5707963267341256;
    var PIO2_1T = 6077100506506192e-26;
    var TWO_PIO2_1T = 2 * PIO2_1T;
    var THREE_PIO2_1T = 3 * PIO2_1T;
    var FOUR_PIO2_1T = 4 * PIO2_1T;
    var PI_HIGH_WORD_SIGNIFICAND = 598523 | 0;
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var THREE_PIO4_HIGH_WORD = 1073928572 | 0;
    var FIVE_PIO4_HIGH_WORD = 1074752122 | 0;
    var THREE_PIO2_HIGH_WORD = 1074977148 | 0;
    var SEVEN_PIO4_HIGH_WORD = 1075183036 | 0;
    var TWO_PI_HIGH_WORD = 1075388923 | 0;
    var NINE_PIO4_HIGH_WORD = 1075594811 | 0;
    var MEDIUM = 1094263291 | 0;
    var TX = [0, 0, 0];
    var TY = [0, 0];
    function rempio2(x, y) {
      var low;
      var e0;
      var hx;
      var ix;
      var nx;
      var i;
      var n;
      var z;
      hx = getHighWord(x) | 0;
      ix = hx & ABS_MASK | 0;
      if (ix <= PIO4_HIGH_WORD) {
        y[0] = x;
        y[1] = 0;
        return 0;
      }
      if (ix <= FIVE_PIO4_HIGH_WORD) {
        if ((ix & SIGNIFICAND_MASK) === PI_HIGH_WORD_SIGNIFICAND) {
          return rempio2Medium(x, ix, y);
        }
        if (ix <= THREE_PIO4_HIGH_WORD) {
          if (hx > 0) {
            z = x - PIO2_1;
            y[0] = z - PIO2_1T;
            y[1] = z - y[0] - PIO2_1T;
            return 1;
          }
          z = x + PIO2_1;
          y[0] = z + PIO2_1T;
          y[1] = z - y[0] + PIO2_1T;
          return -1;
        }
        if (hx > 0) {
          z = x - 2 * PIO2_1;
          y[0] = z - TWO_PIO2_1T;
          y[1] = z - y[0] - TWO_PIO2_1T;
          return 2;
        }
        z = x + 2 * PIO2_1;
        y[0] = z + TWO_PIO2_1T;
        y[1] = z - y[0] + TWO_PIO2_1T;
        return -2;
      }
      if (ix <= NINE_PIO4_HIGH_WORD) {
        if (ix <= SEVEN_PIO4_HIGH_WORD) {
          if (ix === THREE_PIO2_HIGH_WORD) {
            return rempio2Medium(x, ix, y);
          }
          if (hx > 0) {
            z = x - 3 * PIO2_1;
            y[0] = z - THREE_PIO2_1T;
            y[1] = z - y[0] - THREE_PIO2_1T;
            return 3;
          }
          z = x + 3 * PIO2_1;
          y[0] = z + THREE_PIO2_1T;
          y[1] = z - y[0] + THREE_PIO2_1T;
          return -3;
        }
        if (ix === TWO_PI_HIGH_WORD) {
          return rempio2Medium(x, ix, y);
        }
        if (hx > 0) {
          z = x - 4 * PIO2_1;
          y[0] = z - FOUR_PIO2_1T;
          y[1] = z - y[0] - FOUR_PIO2_1T;
          return 4;
        }
        z = x + 4 * PIO2_1;
        y[0] = z + FOUR_PIO2_1T;
        y[1] = z - y[0] + FOUR_PIO2_1T;
        return -4;
      }
      if (ix < MEDIUM) {
        return rempio2Medium(x, ix, y);
      }
      if (ix >= EXPONENT_MASK) {
        y[0] = NaN;
        y[1] = NaN;
        return 0;
      }
      low = getLowWord(x);
      e0 = (ix >> 20) - 1046;
      z = fromWords(ix - (e0 << 20 | 0), low);
      for (i = 0; i < 2; i++) {
        TX[i] = z | 0;
        z = (z - TX[i]) * TWO24;
      }
      TX[2] = z;
      nx = 3;
      while (TX[nx - 1] === ZERO) {
        nx -= 1;
      }
      n = rempio2Kernel(TX, TY, e0, nx, 1);
      if (hx < 0) {
        y[0] = -TY[0];
        y[1] = -TY[1];
        return -n;
      }
      y[0] = TY[0];
      y[1] = TY[1];
      return n;
    }
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-rempio2/lib/index.js
var require_lib87 = __commonJS({
  "node_modules/@stdlib/math-base-special-rempio2/lib/index.js"(exports, module) {
    "use strict";
    var rempio2 = require_main62();
    module.exports = rempio2;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/main.js
var require_main63 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/main.js"(exports, module) {
    "use strict";
    var HIGH_WORD_ABS_MASK = require_lib52();
    var HIGH_WORD_EXPONENT_MASK = require_lib57();
    var getHighWord = require_lib30();
    var kernelCos = require_lib81();
    var kernelSin = require_lib82();
    var rempio2 = require_lib87();
    var PIO4_HIGH_WORD = 1072243195 | 0;
    var SMALL_HIGH_WORD = 1045430272 | 0;
    var Y = [0, 0];
    function sin(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= HIGH_WORD_ABS_MASK;
      if (ix <= PIO4_HIGH_WORD) {
        if (ix < SMALL_HIGH_WORD) {
          return x;
        }
        return kernelSin(x, 0);
      }
      if (ix >= HIGH_WORD_EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, Y);
      switch (n & 3) {
        case 0:
          return kernelSin(Y[0], Y[1]);
        case 1:
          return kernelCos(Y[0], Y[1]);
        case 2:
          return -kernelSin(Y[0], Y[1]);
        default:
          return -kernelCos(Y[0], Y[1]);
      }
    }
    module.exports = sin;
  }
});

// node_modules/@stdlib/math-base-special-sin/lib/index.js
var require_lib88 = __commonJS({
  "node_modules/@stdlib/math-base-special-sin/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main63();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js
var require_lib89 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = 2.5066282746310007;
    module.exports = SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js
var require_polyval_s = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333334822;
      }
      return 0.08333333333334822 + x * (0.0034722222160545866 + x * (-0.0026813261780578124 + x * (-22954996161337813e-20 + x * 7873113957930937e-19)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js
var require_stirling_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/stirling_approximation.js"(exports, module) {
    "use strict";
    var SQRT_TWO_PI = require_lib89();
    var pow = require_lib69();
    var exp = require_lib60();
    var polyval = require_polyval_s();
    var MAX_STIRLING = 143.01608;
    function gamma(x) {
      var w;
      var y;
      var v;
      w = 1 / x;
      w = 1 + w * polyval(w);
      y = exp(x);
      if (x > MAX_STIRLING) {
        v = pow(x, 0.5 * x - 0.25);
        y = v * (v / y);
      } else {
        y = pow(x, x - 0.5) / y;
      }
      return SQRT_TWO_PI * y * w;
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/constants-float64-eulergamma/lib/index.js
var require_lib90 = __commonJS({
  "node_modules/@stdlib/constants-float64-eulergamma/lib/index.js"(exports, module) {
    "use strict";
    var EULERGAMMA = 0.5772156649015329;
    module.exports = EULERGAMMA;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js
var require_small_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/small_approximation.js"(exports, module) {
    "use strict";
    var EULER = require_lib90();
    function gamma(x, z) {
      return z / ((1 + EULER * x) * x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js
var require_rational_pq2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 1 + x * (0.4942148268014971 + x * (0.20744822764843598 + x * (0.04763678004571372 + x * (0.010421379756176158 + x * (0.0011913514700658638 + x * (16011952247675185e-20 + x * 0))))));
        s2 = 1 + x * (0.0714304917030273 + x * (-0.23459179571824335 + x * (0.035823639860549865 + x * (0.011813978522206043 + x * (-0.004456419138517973 + x * (5396055804933034e-19 + x * -23158187332412014e-21))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (16011952247675185e-20 + x * (0.0011913514700658638 + x * (0.010421379756176158 + x * (0.04763678004571372 + x * (0.20744822764843598 + x * (0.4942148268014971 + x * 1))))));
        s2 = -23158187332412014e-21 + x * (5396055804933034e-19 + x * (-0.004456419138517973 + x * (0.011813978522206043 + x * (0.035823639860549865 + x * (-0.23459179571824335 + x * (0.0714304917030273 + x * 1))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/main.js
var require_main64 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var isNegativeZero = require_lib75();
    var abs = require_lib44();
    var floor = require_lib39();
    var sin = require_lib88();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var PI = require_lib80();
    var stirlingApprox = require_stirling_approximation();
    var smallApprox = require_small_approximation();
    var rateval = require_rational_pq2();
    function gamma(x) {
      var sign;
      var q;
      var p;
      var z;
      if (isInteger(x) && x < 0 || x === NINF || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        if (isNegativeZero(x)) {
          return NINF;
        }
        return PINF;
      }
      if (x > 171.61447887182297) {
        return PINF;
      }
      if (x < -170.5674972726612) {
        return 0;
      }
      q = abs(x);
      if (q > 33) {
        if (x >= 0) {
          return stirlingApprox(x);
        }
        p = floor(q);
        if ((p & 1) === 0) {
          sign = -1;
        } else {
          sign = 1;
        }
        z = q - p;
        if (z > 0.5) {
          p += 1;
          z = q - p;
        }
        z = q * sin(PI * z);
        return sign * PI / (abs(z) * stirlingApprox(q));
      }
      z = 1;
      while (x >= 3) {
        x -= 1;
        z *= x;
      }
      while (x < 0) {
        if (x > -1e-9) {
          return smallApprox(x, z);
        }
        z /= x;
        x += 1;
      }
      while (x < 2) {
        if (x < 1e-9) {
          return smallApprox(x, z);
        }
        z /= x;
        x += 1;
      }
      if (x === 2) {
        return z;
      }
      x -= 2;
      return z * rateval(x);
    }
    module.exports = gamma;
  }
});

// node_modules/@stdlib/math-base-special-gamma/lib/index.js
var require_lib91 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main64();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js
var require_lib92 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-nth-factorial/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_NTH_FACTORIAL = 170 | 0;
    module.exports = FLOAT64_MAX_NTH_FACTORIAL;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/factorials.json
var require_factorials = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/factorials.json"(exports, module) {
    module.exports = [
      1,
      1,
      2,
      6,
      24,
      120,
      720,
      5040,
      40320,
      362880,
      3628800,
      39916800,
      479001600,
      6227020800,
      87178291200,
      1307674368e3,
      20922789888e3,
      355687428096e3,
      6402373705728e3,
      121645100408832e3,
      243290200817664e4,
      5109094217170944e4,
      11240007277776077e5,
      2585201673888498e7,
      6204484017332394e8,
      15511210043330986e9,
      40329146112660565e10,
      10888869450418352e12,
      30488834461171387e13,
      8841761993739702e15,
      26525285981219107e16,
      8222838654177922e18,
      2631308369336935e20,
      8683317618811886e21,
      29523279903960416e22,
      10333147966386145e24,
      37199332678990125e25,
      13763753091226346e27,
      5230226174666011e29,
      20397882081197444e30,
      8159152832478977e32,
      3345252661316381e34,
      140500611775288e37,
      6041526306337383e37,
      2658271574788449e39,
      11962222086548019e40,
      5502622159812089e42,
      25862324151116818e43,
      12413915592536073e45,
      6082818640342675e47,
      30414093201713376e48,
      15511187532873822e50,
      8065817517094388e52,
      42748832840600255e53,
      2308436973392414e56,
      12696403353658276e57,
      7109985878048635e59,
      40526919504877214e60,
      23505613312828785e62,
      13868311854568984e64,
      832098711274139e67,
      5075802138772248e68,
      3146997326038794e70,
      198260831540444e73,
      12688693218588417e73,
      8247650592082472e75,
      5443449390774431e77,
      3647111091818868e79,
      24800355424368305e80,
      1711224524281413e83,
      11978571669969892e84,
      8504785885678623e86,
      61234458376886085e87,
      44701154615126844e89,
      3307885441519386e92,
      248091408113954e95,
      18854947016660504e95,
      14518309202828587e97,
      11324281178206297e99,
      8946182130782976e101,
      7156945704626381e103,
      5797126020747368e105,
      4753643337012842e107,
      3945523969720659e109,
      3314240134565353e111,
      281710411438055e114,
      24227095383672734e114,
      2107757298379528e117,
      18548264225739844e118,
      1650795516090846e121,
      14857159644817615e122,
      1352001527678403e125,
      12438414054641308e126,
      11567725070816416e128,
      1087366156656743e131,
      1032997848823906e133,
      9916779348709496e134,
      9619275968248212e136,
      9426890448883248e138,
      9332621544394415e140,
      9332621544394415e142,
      942594775983836e145,
      9614466715035127e146,
      990290071648618e149,
      10299016745145628e150,
      1081396758240291e153,
      11462805637347084e154,
      1226520203196138e157,
      1324641819451829e159,
      14438595832024937e160,
      1588245541522743e163,
      17629525510902446e164,
      1974506857221074e167,
      22311927486598138e168,
      25435597334721877e170,
      2925093693493016e173,
      3393108684451898e175,
      3969937160808721e177,
      4684525849754291e179,
      5574585761207606e181,
      6689502913449127e183,
      8094298525273444e185,
      9875044200833601e187,
      1214630436702533e190,
      1506141741511141e192,
      1882677176888926e194,
      2372173242880047e196,
      30126600184576594e197,
      3856204823625804e200,
      4974504222477287e202,
      6466855489220474e204,
      847158069087882e207,
      11182486511960043e208,
      14872707060906857e210,
      19929427461615188e212,
      26904727073180504e214,
      3659042881952549e217,
      5012888748274992e219,
      6917786472619489e221,
      9615723196941089e223,
      13462012475717526e225,
      1898143759076171e228,
      2695364137888163e230,
      3854370717180073e232,
      55502938327393044e233,
      8047926057471992e236,
      11749972043909107e238,
      1727245890454639e241,
      25563239178728654e242,
      380892263763057e246,
      5713383956445855e247,
      862720977423324e250,
      13113358856834524e251,
      20063439050956823e253,
      30897696138473508e255,
      4789142901463394e258,
      7471062926282894e260,
      11729568794264145e262,
      1853271869493735e265,
      29467022724950384e266,
      47147236359920616e268,
      7590705053947219e271,
      12296942187394494e273,
      20044015765453026e275,
      3287218585534296e278,
      5423910666131589e280,
      9003691705778438e282,
      1503616514864999e285,
      25260757449731984e286,
      4269068009004705e289,
      7257415615307999e291
    ];
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/main.js
var require_main65 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var gamma = require_lib91();
    var PINF = require_lib33();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
    var FACTORIALS = require_factorials();
    function factorial(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (isInteger(x)) {
        if (x < 0) {
          return NaN;
        }
        if (x <= FLOAT64_MAX_NTH_FACTORIAL) {
          return FACTORIALS[x];
        }
        return PINF;
      }
      return gamma(x + 1);
    }
    module.exports = factorial;
  }
});

// node_modules/@stdlib/math-base-special-factorial/lib/index.js
var require_lib93 = __commonJS({
  "node_modules/@stdlib/math-base-special-factorial/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main65();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js
var require_rational_pq3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 3847467039331777e-5 + x * (3685766504351951e-5 + x * (1588920245372942e-5 + x * (4059208354298835e-6 + x * (6805476611834733e-7 + x * (7823975500312005e-8 + x * (6246580776401795e-9 + x * (341986.3488721347 + x * (12287.194511824551 + x * (261.61404416416684 + x * 2.5066282746310007)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 2.5066282746310007 + x * (261.61404416416684 + x * (12287.194511824551 + x * (341986.3488721347 + x * (6246580776401795e-9 + x * (7823975500312005e-8 + x * (6805476611834733e-7 + x * (4059208354298835e-6 + x * (1588920245372942e-5 + x * (3685766504351951e-5 + x * 3847467039331777e-5)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js
var require_main66 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSum = require_rational_pq3();
    module.exports = gammaLanczosSum;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js
var require_lib94 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main66();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js
var require_lib95 = __commonJS({
  "node_modules/@stdlib/constants-float64-gamma-lanczos-g/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_GAMMA_LANCZOS_G = 10.900511;
    module.exports = FLOAT64_GAMMA_LANCZOS_G;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js
var require_gamma_delta_ratio_lanczos = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/gamma_delta_ratio_lanczos.js"(exports, module) {
    "use strict";
    var lanczosSum = require_lib94();
    var gamma = require_lib91();
    var log1p = require_lib40();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var EPSILON = require_lib71();
    var E = require_lib70();
    var G = require_lib95();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
    var FACTORIAL_169 = 4269068009004705e289;
    function gammaDeltaRatioLanczos(z, delta) {
      var result;
      var ratio;
      var zgh;
      if (z < EPSILON) {
        if (delta >= FLOAT64_MAX_NTH_FACTORIAL) {
          ratio = gammaDeltaRatioLanczos(delta, FLOAT64_MAX_NTH_FACTORIAL - delta);
          ratio *= z;
          ratio *= FACTORIAL_169;
          return 1 / ratio;
        }
        return 1 / (z * gamma(z + delta));
      }
      zgh = z + G - 0.5;
      if (z + delta === z) {
        if (abs(delta / zgh) < EPSILON) {
          result = exp(-delta);
        } else {
          result = 1;
        }
      } else {
        if (abs(delta) < 10) {
          result = exp((0.5 - z) * log1p(delta / zgh));
        } else {
          result = pow(zgh / (zgh + delta), z - 0.5);
        }
        result *= lanczosSum(z) / lanczosSum(z + delta);
      }
      result *= pow(E / (zgh + delta), delta);
      return result;
    }
    module.exports = gammaDeltaRatioLanczos;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js
var require_main67 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var floor = require_lib39();
    var gamma = require_lib91();
    var factorial = require_lib93();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
    var gammaDeltaRatioLanczos = require_gamma_delta_ratio_lanczos();
    function gammaDeltaRatio(z, delta) {
      var result;
      var idelta;
      var iz;
      if (z <= 0 || z + delta <= 0) {
        return gamma(z) / gamma(z + delta);
      }
      idelta = floor(delta);
      if (idelta === delta) {
        iz = floor(z);
        if (iz === z) {
          if (z <= FLOAT64_MAX_NTH_FACTORIAL && z + delta <= FLOAT64_MAX_NTH_FACTORIAL) {
            return factorial(iz - 1) / factorial(idelta + iz - 1);
          }
        }
        if (abs(delta) < 20) {
          if (delta === 0) {
            return 1;
          }
          if (delta < 0) {
            z -= 1;
            result = z;
            delta += 1;
            while (delta !== 0) {
              z -= 1;
              result *= z;
              delta += 1;
            }
            return result;
          }
          result = 1 / z;
          delta -= 1;
          while (delta !== 0) {
            z += 1;
            result /= z;
            delta -= 1;
          }
          return result;
        }
      }
      return gammaDeltaRatioLanczos(z, delta);
    }
    module.exports = gammaDeltaRatio;
  }
});

// node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js
var require_lib96 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-delta-ratio/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main67();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js
var require_polyval_p3 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.3999999999940942;
      }
      return 0.3999999999940942 + x * (0.22222198432149784 + x * 0.15313837699209373);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js
var require_polyval_q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/polyval_q.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6666666666666735;
      }
      return 0.6666666666666735 + x * (0.2857142874366239 + x * (0.1818357216161805 + x * 0.14798198605116586));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/main.js
var require_main68 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var setHighWord = require_lib31();
    var isnan = require_lib8();
    var BIAS = require_lib36();
    var NINF = require_lib35();
    var polyvalP = require_polyval_p3();
    var polyvalQ = require_polyval_q2();
    var LN2_HI = 0.6931471803691238;
    var LN2_LO = 19082149292705877e-26;
    var TWO54 = 18014398509481984;
    var ONE_THIRD = 0.3333333333333333;
    var HIGH_SIGNIFICAND_MASK = 1048575 | 0;
    var HIGH_MAX_NORMAL_EXP = 2146435072 | 0;
    var HIGH_MIN_NORMAL_EXP = 1048576 | 0;
    var HIGH_BIASED_EXP_0 = 1072693248 | 0;
    function ln(x) {
      var hfsq;
      var hx;
      var t2;
      var t1;
      var k;
      var R;
      var f;
      var i;
      var j;
      var s;
      var w;
      var z;
      if (x === 0) {
        return NINF;
      }
      if (isnan(x) || x < 0) {
        return NaN;
      }
      hx = getHighWord(x);
      k = 0 | 0;
      if (hx < HIGH_MIN_NORMAL_EXP) {
        k -= 54 | 0;
        x *= TWO54;
        hx = getHighWord(x);
      }
      if (hx >= HIGH_MAX_NORMAL_EXP) {
        return x + x;
      }
      k += (hx >> 20) - BIAS | 0;
      hx &= HIGH_SIGNIFICAND_MASK;
      i = hx + 614244 & 1048576 | 0;
      x = setHighWord(x, hx | i ^ HIGH_BIASED_EXP_0);
      k += i >> 20 | 0;
      f = x - 1;
      if ((HIGH_SIGNIFICAND_MASK & 2 + hx) < 3) {
        if (f === 0) {
          if (k === 0) {
            return 0;
          }
          return k * LN2_HI + k * LN2_LO;
        }
        R = f * f * (0.5 - ONE_THIRD * f);
        if (k === 0) {
          return f - R;
        }
        return k * LN2_HI - (R - k * LN2_LO - f);
      }
      s = f / (2 + f);
      z = s * s;
      i = hx - 398458 | 0;
      w = z * z;
      j = 440401 - hx | 0;
      t1 = w * polyvalP(w);
      t2 = z * polyvalQ(w);
      i |= j;
      R = t2 + t1;
      if (i > 0) {
        hfsq = 0.5 * f * f;
        if (k === 0) {
          return f - (hfsq - s * (hfsq + R));
        }
        return k * LN2_HI - (hfsq - (s * (hfsq + R) + k * LN2_LO) - f);
      }
      if (k === 0) {
        return f - s * (f - R);
      }
      return k * LN2_HI - (s * (f - R) - k * LN2_LO - f);
    }
    module.exports = ln;
  }
});

// node_modules/@stdlib/math-base-special-ln/lib/index.js
var require_lib97 = __commonJS({
  "node_modules/@stdlib/math-base-special-ln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main68();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/main.js
var require_main69 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib30();
    var kernelCos = require_lib81();
    var kernelSin = require_lib82();
    var rempio2 = require_lib87();
    var ABS_MASK = require_lib52();
    var EXPONENT_MASK = require_lib57();
    var buffer = [0, 0];
    var HIGH_WORD_PIO4 = 1072243195 | 0;
    var HIGH_WORD_TWO_NEG_27 = 1044381696 | 0;
    function cos(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= ABS_MASK;
      if (ix <= HIGH_WORD_PIO4) {
        if (ix < HIGH_WORD_TWO_NEG_27) {
          return 1;
        }
        return kernelCos(x, 0);
      }
      if (ix >= EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, buffer);
      switch (n & 3) {
        case 0:
          return kernelCos(buffer[0], buffer[1]);
        case 1:
          return -kernelSin(buffer[0], buffer[1]);
        case 2:
          return -kernelCos(buffer[0], buffer[1]);
        default:
          return kernelSin(buffer[0], buffer[1]);
      }
    }
    module.exports = cos;
  }
});

// node_modules/@stdlib/math-base-special-cos/lib/index.js
var require_lib98 = __commonJS({
  "node_modules/@stdlib/math-base-special-cos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main69();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/main.js
var require_main70 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var cos = require_lib98();
    var sin = require_lib88();
    var abs = require_lib44();
    var copysign = require_lib54();
    var PI = require_lib80();
    function sinpi(x) {
      var ar;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (isInfinite(x)) {
        return NaN;
      }
      r = x % 2;
      ar = abs(r);
      if (ar === 0 || ar === 1) {
        return copysign(0, r);
      }
      if (ar < 0.25) {
        return sin(PI * r);
      }
      if (ar < 0.75) {
        ar = 0.5 - ar;
        return copysign(cos(PI * ar), r);
      }
      if (ar < 1.25) {
        r = copysign(1, r) - r;
        return sin(PI * r);
      }
      if (ar < 1.75) {
        ar -= 1.5;
        return -copysign(cos(PI * ar), r);
      }
      r -= copysign(2, r);
      return sin(PI * r);
    }
    module.exports = sinpi;
  }
});

// node_modules/@stdlib/math-base-special-sinpi/lib/index.js
var require_lib99 = __commonJS({
  "node_modules/@stdlib/math-base-special-sinpi/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main70();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js
var require_polyval_a1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.06735230105312927;
      }
      return 0.06735230105312927 + x * (0.007385550860814029 + x * (0.0011927076318336207 + x * (22086279071390839e-20 + x * 25214456545125733e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js
var require_polyval_a2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_a2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.020580808432516733;
      }
      return 0.020580808432516733 + x * (0.0028905138367341563 + x * (5100697921535113e-19 + x * (10801156724758394e-20 + x * 44864094961891516e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js
var require_polyval_r = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_r.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1.3920053346762105;
      }
      return 1.3920053346762105 + x * (0.7219355475671381 + x * (0.17193386563280308 + x * (0.01864591917156529 + x * (7779424963818936e-19 + x * 7326684307446256e-21))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js
var require_polyval_s2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_s.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.21498241596060885;
      }
      return 0.21498241596060885 + x * (0.325778796408931 + x * (0.14635047265246445 + x * (0.02664227030336386 + x * (0.0018402845140733772 + x * 3194753265841009e-20))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js
var require_polyval_t1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.032788541075985965;
      }
      return -0.032788541075985965 + x * (0.006100538702462913 + x * (-0.0014034646998923284 + x * 31563207090362595e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js
var require_polyval_t2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.01797067508118204;
      }
      return 0.01797067508118204 + x * (-0.0036845201678113826 + x * (881081882437654e-18 + x * -31275416837512086e-20));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js
var require_polyval_t3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_t3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.010314224129834144;
      }
      return -0.010314224129834144 + x * (0.0022596478090061247 + x * (-5385953053567405e-19 + x * 3355291926355191e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js
var require_polyval_u = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_u.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.6328270640250934;
      }
      return 0.6328270640250934 + x * (1.4549225013723477 + x * (0.9777175279633727 + x * (0.22896372806469245 + x * 0.013381091853678766)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js
var require_polyval_v = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_v.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 2.4559779371304113;
      }
      return 2.4559779371304113 + x * (2.128489763798934 + x * (0.7692851504566728 + x * (0.10422264559336913 + x * 0.003217092422824239)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js
var require_polyval_w2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/polyval_w.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333297;
      }
      return 0.08333333333333297 + x * (-0.0027777777772877554 + x * (7936505586430196e-19 + x * (-59518755745034e-17 + x * (8363399189962821e-19 + x * -0.0016309293409657527))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/main.js
var require_main71 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInfinite = require_lib50();
    var abs = require_lib44();
    var ln = require_lib97();
    var trunc = require_lib46();
    var sinpi = require_lib99();
    var PI = require_lib80();
    var PINF = require_lib33();
    var polyvalA1 = require_polyval_a1();
    var polyvalA2 = require_polyval_a2();
    var polyvalR = require_polyval_r();
    var polyvalS = require_polyval_s2();
    var polyvalT1 = require_polyval_t1();
    var polyvalT2 = require_polyval_t2();
    var polyvalT3 = require_polyval_t3();
    var polyvalU = require_polyval_u();
    var polyvalV = require_polyval_v();
    var polyvalW = require_polyval_w2();
    var A1C = 0.07721566490153287;
    var A2C = 0.3224670334241136;
    var RC = 1;
    var SC = -0.07721566490153287;
    var T1C = 0.48383612272381005;
    var T2C = -0.1475877229945939;
    var T3C = 0.06462494023913339;
    var UC = -0.07721566490153287;
    var VC = 1;
    var WC = 0.4189385332046727;
    var YMIN = 1.4616321449683622;
    var TWO52 = 4503599627370496;
    var TWO56 = 72057594037927940;
    var TINY = 13877787807814457e-33;
    var TC = 1.4616321449683622;
    var TF = -0.12148629053584961;
    var TT = -3638676997039505e-33;
    function gammaln(x) {
      var isNegative2;
      var nadj;
      var flg;
      var p3;
      var p2;
      var p1;
      var p;
      var q;
      var t;
      var w;
      var y;
      var z;
      var r;
      if (isnan(x) || isInfinite(x)) {
        return x;
      }
      if (x === 0) {
        return PINF;
      }
      if (x < 0) {
        isNegative2 = true;
        x = -x;
      } else {
        isNegative2 = false;
      }
      if (x < TINY) {
        return -ln(x);
      }
      if (isNegative2) {
        if (x >= TWO52) {
          return PINF;
        }
        t = sinpi(x);
        if (t === 0) {
          return PINF;
        }
        nadj = ln(PI / abs(t * x));
      }
      if (x === 1 || x === 2) {
        return 0;
      }
      if (x < 2) {
        if (x <= 0.9) {
          r = -ln(x);
          if (x >= YMIN - 1 + 0.27) {
            y = 1 - x;
            flg = 0;
          } else if (x >= YMIN - 1 - 0.27) {
            y = x - (TC - 1);
            flg = 1;
          } else {
            y = x;
            flg = 2;
          }
        } else {
          r = 0;
          if (x >= YMIN + 0.27) {
            y = 2 - x;
            flg = 0;
          } else if (x >= YMIN - 0.27) {
            y = x - TC;
            flg = 1;
          } else {
            y = x - 1;
            flg = 2;
          }
        }
        switch (flg) {
          // eslint-disable-line default-case
          case 0:
            z = y * y;
            p1 = A1C + z * polyvalA1(z);
            p2 = z * (A2C + z * polyvalA2(z));
            p = y * p1 + p2;
            r += p - 0.5 * y;
            break;
          case 1:
            z = y * y;
            w = z * y;
            p1 = T1C + w * polyvalT1(w);
            p2 = T2C + w * polyvalT2(w);
            p3 = T3C + w * polyvalT3(w);
            p = z * p1 - (TT - w * (p2 + y * p3));
            r += TF + p;
            break;
          case 2:
            p1 = y * (UC + y * polyvalU(y));
            p2 = VC + y * polyvalV(y);
            r += -0.5 * y + p1 / p2;
            break;
        }
      } else if (x < 8) {
        flg = trunc(x);
        y = x - flg;
        p = y * (SC + y * polyvalS(y));
        q = RC + y * polyvalR(y);
        r = 0.5 * y + p / q;
        z = 1;
        switch (flg) {
          // eslint-disable-line default-case
          case 7:
            z *= y + 6;
          /* Falls through */
          case 6:
            z *= y + 5;
          /* Falls through */
          case 5:
            z *= y + 4;
          /* Falls through */
          case 4:
            z *= y + 3;
          /* Falls through */
          case 3:
            z *= y + 2;
            r += ln(z);
        }
      } else if (x < TWO56) {
        t = ln(x);
        z = 1 / x;
        y = z * z;
        w = WC + z * polyvalW(y);
        r = (x - 0.5) * (t - 1) + w;
      } else {
        r = x * (ln(x) - 1);
      }
      if (isNegative2) {
        r = nadj - r;
      }
      return r;
    }
    module.exports = gammaln;
  }
});

// node_modules/@stdlib/math-base-special-gammaln/lib/index.js
var require_lib100 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaln/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main71();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-max-ln/lib/index.js
var require_lib101 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_LN = 709.782712893384;
    module.exports = FLOAT64_MAX_LN;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js
var require_lib102 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-eps/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SQRT_EPSILON = 14901161193847656e-24;
    module.exports = FLOAT64_SQRT_EPSILON;
  }
});

// node_modules/@stdlib/utils-eval/lib/index.js
var require_lib103 = __commonJS({
  "node_modules/@stdlib/utils-eval/lib/index.js"(exports, module) {
    "use strict";
    var evil = eval;
    module.exports = evil;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/main.js
var require_main72 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/main.js"(exports, module) {
    "use strict";
    var evil = require_lib103();
    function hasGeneratorSupport() {
      var bool;
      try {
        evil('"use strict"; (function* () {})');
        bool = true;
      } catch (err) {
        bool = false;
      }
      return bool;
    }
    module.exports = hasGeneratorSupport;
  }
});

// node_modules/@stdlib/assert-has-generator-support/lib/index.js
var require_lib104 = __commonJS({
  "node_modules/@stdlib/assert-has-generator-support/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main72();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js
var require_generators = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var EPS = require_lib71();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var isgenerator;
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      isgenerator = typeof generator.next === "function";
      if (isgenerator === true) {
        for (nextTerm of generator) {
          result += nextTerm;
          if (abs(tolerance * result) >= abs(nextTerm) || --counter === 0) {
            break;
          }
        }
      } else {
        do {
          nextTerm = generator();
          result += nextTerm;
        } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      }
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js
var require_basic = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var EPS = require_lib71();
    var MAX_TERMS = 1e6;
    function sumSeries(generator, options) {
      var tolerance;
      var nextTerm;
      var counter;
      var result;
      var opts;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      tolerance = opts.tolerance || EPS;
      counter = opts.maxTerms || MAX_TERMS;
      result = opts.initialValue || 0;
      do {
        nextTerm = generator();
        result += nextTerm;
      } while (abs(tolerance * result) < abs(nextTerm) && --counter);
      return result;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-tools-sum-series/lib/index.js
var require_lib105 = __commonJS({
  "node_modules/@stdlib/math-base-tools-sum-series/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib104();
    var generator = require_generators();
    var basic = require_basic();
    var sumSeries;
    if (hasGeneratorSupport()) {
      sumSeries = generator;
    } else {
      sumSeries = basic;
    }
    module.exports = sumSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js
var require_tgamma_i_large_x_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x_series.js"(exports, module) {
    "use strict";
    function tgammaILargeXSeries(a1, x1) {
      var result = 1;
      var a = a1;
      var x = x1;
      return next;
      function next() {
        var r = result;
        result *= a / x;
        a -= 1;
        return r;
      }
    }
    module.exports = tgammaILargeXSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js
var require_tgamma_i_large_x = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_i_large_x.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib105();
    var tgammaILargeXSeries = require_tgamma_i_large_x_series();
    function tgammaILargeX(a, x) {
      var result;
      var s;
      s = tgammaILargeXSeries(a, x);
      result = sumSeries(s);
      return result;
    }
    module.exports = tgammaILargeX;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js
var require_finite_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_gamma_q.js"(exports, module) {
    "use strict";
    var exp = require_lib60();
    function finiteGammaQ(a, x) {
      var term;
      var sum;
      var e;
      var n;
      e = exp(-x);
      sum = e;
      if (sum !== 0) {
        term = sum;
        for (n = 1; n < a; ++n) {
          term /= n;
          term *= x;
          sum += term;
        }
      }
      return sum;
    }
    module.exports = finiteGammaQ;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js
var require_polyval_pp = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pp.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3250421072470015;
      }
      return -0.3250421072470015 + x * (-0.02848174957559851 + x * (-0.005770270296489442 + x * -23763016656650163e-21));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js
var require_polyval_qq = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qq.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.39791722395915535;
      }
      return 0.39791722395915535 + x * (0.0650222499887673 + x * (0.005081306281875766 + x * (13249473800432164e-20 + x * -3960228278775368e-21)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js
var require_polyval_pa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_pa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.41485611868374833;
      }
      return 0.41485611868374833 + x * (-0.3722078760357013 + x * (0.31834661990116175 + x * (-0.11089469428239668 + x * (0.035478304325618236 + x * -0.002166375594868791))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js
var require_polyval_qa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_qa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.10642088040084423;
      }
      return 0.10642088040084423 + x * (0.540397917702171 + x * (0.07182865441419627 + x * (0.12617121980876164 + x * (0.01363708391202905 + x * 0.011984499846799107))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js
var require_polyval_ra = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_ra.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.6938585727071818;
      }
      return -0.6938585727071818 + x * (-10.558626225323291 + x * (-62.375332450326006 + x * (-162.39666946257347 + x * (-184.60509290671104 + x * (-81.2874355063066 + x * -9.814329344169145)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js
var require_polyval_sa = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sa.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 19.651271667439257;
      }
      return 19.651271667439257 + x * (137.65775414351904 + x * (434.56587747522923 + x * (645.3872717332679 + x * (429.00814002756783 + x * (108.63500554177944 + x * (6.570249770319282 + x * -0.0604244152148581))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js
var require_polyval_rb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_rb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.799283237680523;
      }
      return -0.799283237680523 + x * (-17.757954917754752 + x * (-160.63638485582192 + x * (-637.5664433683896 + x * (-1025.0951316110772 + x * -483.5191916086514))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js
var require_polyval_sb = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/polyval_sb.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 30.33806074348246;
      }
      return 30.33806074348246 + x * (325.7925129965739 + x * (1536.729586084437 + x * (3199.8582195085955 + x * (2553.0504064331644 + x * (474.52854120695537 + x * -22.44095244658582)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/main.js
var require_main73 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var exp = require_lib60();
    var setLowWord = require_lib64();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var polyvalPP = require_polyval_pp();
    var polyvalQQ = require_polyval_qq();
    var polyvalPA = require_polyval_pa();
    var polyvalQA = require_polyval_qa();
    var polyvalRA = require_polyval_ra();
    var polyvalSA = require_polyval_sa();
    var polyvalRB = require_polyval_rb();
    var polyvalSB = require_polyval_sb();
    var TINY = 1e-300;
    var SMALL = 13877787807814457e-33;
    var ERX = 0.8450629115104675;
    var PPC = 0.12837916709551256;
    var QQC = 1;
    var PAC = -0.0023621185607526594;
    var QAC = 1;
    var RAC = -0.009864944034847148;
    var SAC = 1;
    var RBC = -0.0098649429247001;
    var SBC = 1;
    function erfc(x) {
      var sign;
      var ax;
      var z;
      var r;
      var s;
      var y;
      var p;
      var q;
      if (isnan(x)) {
        return NaN;
      }
      if (x === PINF) {
        return 0;
      }
      if (x === NINF) {
        return 2;
      }
      if (x === 0) {
        return 1;
      }
      if (x < 0) {
        sign = true;
        ax = -x;
      } else {
        sign = false;
        ax = x;
      }
      if (ax < 0.84375) {
        if (ax < SMALL) {
          return 1 - x;
        }
        z = x * x;
        r = PPC + z * polyvalPP(z);
        s = QQC + z * polyvalQQ(z);
        y = r / s;
        if (x < 0.25) {
          return 1 - (x + x * y);
        }
        r = x * y;
        r += x - 0.5;
        return 0.5 - r;
      }
      if (ax < 1.25) {
        s = ax - 1;
        p = PAC + s * polyvalPA(s);
        q = QAC + s * polyvalQA(s);
        if (sign) {
          return 1 + ERX + p / q;
        }
        return 1 - ERX - p / q;
      }
      if (ax < 28) {
        s = 1 / (ax * ax);
        if (ax < 2.857142857142857) {
          r = RAC + s * polyvalRA(s);
          s = SAC + s * polyvalSA(s);
        } else {
          if (x < -6) {
            return 2 - TINY;
          }
          r = RBC + s * polyvalRB(s);
          s = SBC + s * polyvalSB(s);
        }
        z = setLowWord(ax, 0);
        r = exp(-(z * z) - 0.5625) * exp((z - ax) * (z + ax) + r / s);
        if (sign) {
          return 2 - r / ax;
        }
        return r / ax;
      }
      if (sign) {
        return 2 - TINY;
      }
      return TINY * TINY;
    }
    module.exports = erfc;
  }
});

// node_modules/@stdlib/math-base-special-erfc/lib/index.js
var require_lib106 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main73();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js
var require_finite_half_gamma_q = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/finite_half_gamma_q.js"(exports, module) {
    "use strict";
    var erfc = require_lib106();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var PI = require_lib80();
    function finiteHalfGammaQ(a, x) {
      var half;
      var term;
      var sum;
      var e;
      var n;
      e = erfc(sqrt(x));
      if (e !== 0 && a > 1) {
        term = exp(-x) / sqrt(PI * x);
        term *= x;
        half = 0.5;
        term /= half;
        sum = term;
        for (n = 2; n < a; ++n) {
          term /= n - half;
          term *= x;
          sum += term;
        }
        e += sum;
      }
      return e;
    }
    module.exports = finiteHalfGammaQ;
  }
});

// node_modules/@stdlib/constants-float64-min-ln/lib/index.js
var require_lib107 = __commonJS({
  "node_modules/@stdlib/constants-float64-min-ln/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MIN_LN = -708.3964185322641;
    module.exports = FLOAT64_MIN_LN;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    function fullIGammaPrefix(a, z) {
      var prefix;
      var alz;
      alz = a * ln(z);
      if (z >= 1) {
        if (alz < MAX_LN && -z > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (a >= 1) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      } else {
        if (alz > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (z / a < MAX_LN) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js
var require_log1p_series = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/log1p_series.js"(exports, module) {
    "use strict";
    function log1pSeries(x) {
      var mMult = -x;
      var mProd = -1;
      var k = 0;
      return next;
      function next() {
        mProd *= mMult;
        k += 1;
        return mProd / k;
      }
    }
    module.exports = log1pSeries;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/main.js
var require_main74 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var ln = require_lib97();
    var FLOAT_EPS = require_lib71();
    var sumSeries = require_lib105();
    var log1pSeries = require_log1p_series();
    function log1pmx(x) {
      var opts;
      var ax;
      if (x <= -1) {
        return NaN;
      }
      ax = abs(x);
      if (ax > 0.95) {
        return ln(1 + x) - x;
      }
      if (ax < FLOAT_EPS) {
        return -x * x / 2;
      }
      opts = {
        "initialValue": -x
      };
      return sumSeries(log1pSeries(x), opts);
    }
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/math-base-special-log1pmx/lib/index.js
var require_lib108 = __commonJS({
  "node_modules/@stdlib/math-base-special-log1pmx/lib/index.js"(exports, module) {
    "use strict";
    var log1pmx = require_main74();
    module.exports = log1pmx;
  }
});

// node_modules/@stdlib/constants-float64-two-pi/lib/index.js
var require_lib109 = __commonJS({
  "node_modules/@stdlib/constants-float64-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var TWO_PI = 6.283185307179586;
    module.exports = TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js
var require_polyval_c0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c0.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.3333333333333333;
      }
      return -0.3333333333333333 + x * (0.08333333333333333 + x * (-0.014814814814814815 + x * (0.0011574074074074073 + x * (3527336860670194e-19 + x * (-1787551440329218e-19 + x * (3919263178522438e-20 + x * (-21854485106799924e-22 + x * (-185406221071516e-20 + x * (8296711340953087e-22 + x * (-17665952736826078e-23 + x * (6707853543401498e-24 + x * (10261809784240309e-24 + x * (-4382036018453353e-24 + x * 914769958223679e-24)))))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js
var require_polyval_c1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -0.001851851851851852;
      }
      return -0.001851851851851852 + x * (-0.003472222222222222 + x * (0.0026455026455026454 + x * (-9902263374485596e-19 + x * (20576131687242798e-20 + x * (-4018775720164609e-22 + x * (-18098550334489977e-21 + x * (764916091608111e-20 + x * (-16120900894563446e-22 + x * (4647127802807434e-24 + x * (1378633446915721e-22 + x * (-5752545603517705e-23 + x * 11951628599778148e-24)))))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js
var require_polyval_c2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.004133597883597883;
      }
      return 0.004133597883597883 + x * (-0.0026813271604938273 + x * (7716049382716049e-19 + x * (20093878600823047e-22 + x * (-10736653226365161e-20 + x * (52923448829120125e-21 + x * (-12760635188618728e-21 + x * (3423578734096138e-23 + x * (13721957309062932e-22 + x * (-6298992138380055e-22 + x * 14280614206064242e-23)))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js
var require_polyval_c3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 6494341563786008e-19;
      }
      return 6494341563786008e-19 + x * (22947209362139917e-20 + x * (-4691894943952557e-19 + x * (26772063206283885e-20 + x * (-7561801671883977e-20 + x * (-2396505113867297e-22 + x * (11082654115347302e-21 + x * (-56749528269915965e-22 + x * 14230900732435883e-22)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js
var require_polyval_c4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -8618882909167117e-19;
      }
      return -8618882909167117e-19 + x * (7840392217200666e-19 + x * (-2990724803031902e-19 + x * (-14638452578843418e-22 + x * (6641498215465122e-20 + x * (-3968365047179435e-20 + x * 11375726970678419e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js
var require_polyval_c5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -33679855336635813e-20;
      }
      return -33679855336635813e-20 + x * (-6972813758365858e-20 + x * (2772753244959392e-19 + x * (-19932570516188847e-20 + x * (6797780477937208e-20 + x * (1419062920643967e-22 + x * (-13594048189768693e-21 + x * (8018470256334202e-21 + x * -2291481176508095e-21)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js
var require_polyval_c6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5313079364639922e-19;
      }
      return 5313079364639922e-19 + x * (-5921664373536939e-19 + x * (2708782096718045e-19 + x * (7902353232660328e-22 + x * (-8153969367561969e-20 + x * (561168275310625e-19 + x * -18329116582843375e-21)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js
var require_polyval_c7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 34436760689237765e-20;
      }
      return 34436760689237765e-20 + x * (5171790908260592e-20 + x * (-33493161081142234e-20 + x * (2812695154763237e-19 + x * -10976582244684731e-20)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js
var require_polyval_c8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/polyval_c8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -6526239185953094e-19;
      }
      return -6526239185953094e-19 + x * (8394987206720873e-19 + x * -438297098541721e-18);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js
var require_igamma_temme_large = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_temme_large.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib7();
    var log1pmx = require_lib108();
    var erfc = require_lib106();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var TWO_PI = require_lib109();
    var polyvalC0 = require_polyval_c0();
    var polyvalC1 = require_polyval_c1();
    var polyvalC2 = require_polyval_c2();
    var polyvalC3 = require_polyval_c3();
    var polyvalC4 = require_polyval_c4();
    var polyvalC5 = require_polyval_c5();
    var polyvalC6 = require_polyval_c6();
    var polyvalC7 = require_polyval_c7();
    var polyvalC8 = require_polyval_c8();
    var workspace = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function igammaTemmeLarge(a, x) {
      var result;
      var sigma;
      var phi;
      var y;
      var z;
      sigma = (x - a) / a;
      phi = -log1pmx(sigma);
      y = a * phi;
      z = sqrt(2 * phi);
      if (x < a) {
        z = -z;
      }
      workspace[0] = polyvalC0(z);
      workspace[1] = polyvalC1(z);
      workspace[2] = polyvalC2(z);
      workspace[3] = polyvalC3(z);
      workspace[4] = polyvalC4(z);
      workspace[5] = polyvalC5(z);
      workspace[6] = polyvalC6(z);
      workspace[7] = polyvalC7(z);
      workspace[8] = polyvalC8(z);
      workspace[9] = -5967612901927463e-19;
      result = evalpoly(workspace, 1 / a);
      result *= exp(-y) / sqrt(TWO_PI * a);
      if (x < a) {
        result = -result;
      }
      result += erfc(sqrt(y)) / 2;
      return result;
    }
    module.exports = igammaTemmeLarge;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js
var require_lower_incomplete_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_incomplete_gamma_series.js"(exports, module) {
    "use strict";
    function lowerIncompleteGammaSeries(a1, z1) {
      var result = 1;
      var a = a1;
      var z = z1;
      return next;
      function next() {
        var r = result;
        a += 1;
        result *= z / a;
        return r;
      }
    }
    module.exports = lowerIncompleteGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js
var require_lower_gamma_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/lower_gamma_series.js"(exports, module) {
    "use strict";
    var sumSeries = require_lib105();
    var lowerIncompleteGammaSeries = require_lower_incomplete_gamma_series();
    function lowerGammaSeries(a, z, initialValue) {
      var result;
      var s;
      initialValue = initialValue || 0;
      s = lowerIncompleteGammaSeries(a, z);
      result = sumSeries(s, {
        "initialValue": initialValue
      });
      return result;
    }
    module.exports = lowerGammaSeries;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js
var require_rational_pq4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return Infinity;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 709811.662581658 + x * (679979.8474157227 + x * (293136.7857211597 + x * (74887.54032914672 + x * (12555.290582413863 + x * (1443.4299244417066 + x * (115.24194596137347 + x * (6.309239205732627 + x * (0.22668404630224365 + x * (0.004826466289237662 + x * 4624429436045379e-20)))))))));
        s2 = 0 + x * (362880 + x * (1026576 + x * (1172700 + x * (723680 + x * (269325 + x * (63273 + x * (9450 + x * (870 + x * (45 + x * 1)))))))));
      } else {
        x = 1 / x;
        s1 = 4624429436045379e-20 + x * (0.004826466289237662 + x * (0.22668404630224365 + x * (6.309239205732627 + x * (115.24194596137347 + x * (1443.4299244417066 + x * (12555.290582413863 + x * (74887.54032914672 + x * (293136.7857211597 + x * (679979.8474157227 + x * 709811.662581658)))))))));
        s2 = 1 + x * (45 + x * (870 + x * (9450 + x * (63273 + x * (269325 + x * (723680 + x * (1172700 + x * (1026576 + x * (362880 + x * 0)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js
var require_main75 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/main.js"(exports, module) {
    "use strict";
    var gammaLanczosSumExpGScaled = require_rational_pq4();
    module.exports = gammaLanczosSumExpGScaled;
  }
});

// node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js
var require_lib110 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma-lanczos-sum-expg-scaled/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main75();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js
var require_regularised_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/regularised_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib100();
    var gamma = require_lib91();
    var log1pmx = require_lib108();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var FLOAT64_MAX = require_lib77();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
    function regularisedGammaPrefix(a, z) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z - a - G + 0.5) / agh;
      if (a < 1) {
        if (z <= MIN_LN || a < 1 / FLOAT64_MAX) {
          return exp(a * ln(z) - z - gammaln(a));
        }
        return pow(z, a) * exp(-z) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * log1pmx(d) + z * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z / agh);
        amz = a - z;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z > a) {
            sq = pow(z / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularisedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/main.js
var require_main76 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isinfinite = require_lib50();
    var abs = require_lib44();
    var expm1 = require_lib38();
    var ln = require_lib97();
    var pow = require_lib69();
    var trunc = require_lib46();
    function powm1(b, x) {
      var result;
      var y;
      if (isnan(b) || isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return 0;
      }
      if (b === 0) {
        return -1;
      }
      if (b < 0 && x % 2 === 0) {
        b = -b;
      }
      if (b > 0) {
        if (abs(x * (b - 1)) < 0.5 || abs(x) < 0.2) {
          y = ln(b) * x;
          if (y < 0.5) {
            return expm1(y);
          }
        }
      } else if (trunc(x) !== x) {
        return NaN;
      }
      result = pow(b, x) - 1;
      if (isinfinite(result) || isnan(result)) {
        return NaN;
      }
      return result;
    }
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-powm1/lib/index.js
var require_lib111 = __commonJS({
  "node_modules/@stdlib/math-base-special-powm1/lib/index.js"(exports, module) {
    "use strict";
    var powm1 = require_main76();
    module.exports = powm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js
var require_rational_p1q1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p1q1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.01803556856784494;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.01803556856784494 + x * (0.02512664961998968 + x * (0.049410315156753225 + x * (0.0172491608709614 + x * (-2594535632054381e-19 + x * (-5410098692152044e-19 + x * (-3245886498259485e-20 + x * 0))))));
        s2 = 1 + x * (1.962029871977952 + x * (1.4801966942423133 + x * (0.5413914320717209 + x * (0.09885042511280101 + x * (0.008213096746488934 + x * (22493629192211576e-20 + x * -22335276320861708e-23))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (-3245886498259485e-20 + x * (-5410098692152044e-19 + x * (-2594535632054381e-19 + x * (0.0172491608709614 + x * (0.049410315156753225 + x * (0.02512664961998968 + x * -0.01803556856784494))))));
        s2 = -22335276320861708e-23 + x * (22493629192211576e-20 + x * (0.008213096746488934 + x * (0.09885042511280101 + x * (0.5413914320717209 + x * (1.4801966942423133 + x * (1.962029871977952 + x * 1))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js
var require_rational_p2q2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p2q2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.04906224540690395;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.04906224540690395 + x * (-0.09691175301595212 + x * (-0.4149833583594954 + x * (-0.4065671242119384 + x * (-0.1584135863906922 + x * (-0.024014982064857155 + x * -0.0010034668769627955)))));
        s2 = 1 + x * (3.0234982984646304 + x * (3.4873958536072385 + x * (1.9141558827442668 + x * (0.5071377386143635 + x * (0.05770397226904519 + x * 0.001957681026011072)))));
      } else {
        x = 1 / x;
        s1 = -0.0010034668769627955 + x * (-0.024014982064857155 + x * (-0.1584135863906922 + x * (-0.4065671242119384 + x * (-0.4149833583594954 + x * (-0.09691175301595212 + x * 0.04906224540690395)))));
        s2 = 0.001957681026011072 + x * (0.05770397226904519 + x * (0.5071377386143635 + x * (1.9141558827442668 + x * (3.4873958536072385 + x * (3.0234982984646304 + x * 1)))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js
var require_rational_p3q3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/rational_p3q3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.029232972183027003;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.029232972183027003 + x * (0.14421626775719232 + x * (-0.14244039073863127 + x * (0.05428096940550536 + x * (-0.008505359768683364 + x * (4311713426792973e-19 + x * 0)))));
        s2 = 1 + x * (-1.5016935605448505 + x * (0.846973248876495 + x * (-0.22009515181499575 + x * (0.02558279715597587 + x * (-0.0010066679553914337 + x * -8271935218912905e-22)))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (4311713426792973e-19 + x * (-0.008505359768683364 + x * (0.05428096940550536 + x * (-0.14244039073863127 + x * (0.14421626775719232 + x * -0.029232972183027003)))));
        s2 = -8271935218912905e-22 + x * (-0.0010066679553914337 + x * (0.02558279715597587 + x * (-0.22009515181499575 + x * (0.846973248876495 + x * (-1.5016935605448505 + x * 1)))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js
var require_lgamma_small_imp = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/lgamma_small_imp.js"(exports, module) {
    "use strict";
    var ln = require_lib97();
    var EPS = require_lib71();
    var rateval1 = require_rational_p1q1();
    var rateval2 = require_rational_p2q2();
    var rateval3 = require_rational_p3q3();
    var Y1 = 0.15896368026733398;
    var Y2 = 0.5281534194946289;
    var Y3 = 0.45201730728149414;
    function lgammaSmallImp(z, zm1, zm2) {
      var prefix;
      var result;
      var r;
      var R;
      if (z < EPS) {
        return -ln(z);
      }
      if (zm1 === 0 || zm2 === 0) {
        return 0;
      }
      result = 0;
      if (z > 2) {
        if (z >= 3) {
          do {
            z -= 1;
            zm2 -= 1;
            result += ln(z);
          } while (z >= 3);
          zm2 = z - 2;
        }
        r = zm2 * (z + 1);
        R = rateval1(zm2);
        result += r * Y1 + r * R;
        return result;
      }
      if (z < 1) {
        result += -ln(z);
        zm2 = zm1;
        zm1 = z;
        z += 1;
      }
      if (z <= 1.5) {
        r = rateval2(zm1);
        prefix = zm1 * zm2;
        result += prefix * Y2 + prefix * r;
        return result;
      }
      r = zm2 * zm1;
      R = rateval3(-zm2);
      result += r * Y3 + r * R;
      return result;
    }
    module.exports = lgammaSmallImp;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js
var require_main77 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/main.js"(exports, module) {
    "use strict";
    var gamma = require_lib91();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var isnan = require_lib8();
    var lgammaSmallImp = require_lgamma_small_imp();
    function gamma1pm1(x) {
      if (isnan(x)) {
        return NaN;
      }
      if (x < 0) {
        if (x < -0.5) {
          return gamma(1 + x) - 1;
        }
        return expm1(-log1p(x) + lgammaSmallImp(x + 2, x + 1, x));
      }
      if (x < 2) {
        return expm1(lgammaSmallImp(x + 1, x, x - 1));
      }
      return gamma(1 + x) - 1;
    }
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js
var require_lib112 = __commonJS({
  "node_modules/@stdlib/math-base-special-gamma1pm1/lib/index.js"(exports, module) {
    "use strict";
    var gamma1pm1 = require_main77();
    module.exports = gamma1pm1;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js
var require_small_gamma2_series = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/small_gamma2_series.js"(exports, module) {
    "use strict";
    function smallGamma2Series(a, x) {
      var result;
      var apn;
      var n;
      var r;
      result = -x;
      x = -x;
      apn = a + 1;
      n = 1;
      return next;
      function next() {
        r = result / apn;
        result *= x;
        n += 1;
        result /= n;
        apn += 1;
        return r;
      }
    }
    module.exports = smallGamma2Series;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js
var require_tgamma_small_upper_part = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/tgamma_small_upper_part.js"(exports, module) {
    "use strict";
    var powm1 = require_lib111();
    var sumSeries = require_lib105();
    var gamma1pm1 = require_lib112();
    var smallGamma2Series = require_small_gamma2_series();
    function tgammaSmallUpperPart(a, x, invert) {
      var initialValue;
      var result;
      var pgam;
      var p;
      var s;
      result = gamma1pm1(a);
      pgam = (result + 1) / a;
      p = powm1(x, a);
      result -= p;
      result /= a;
      s = smallGamma2Series(a, x);
      p += 1;
      initialValue = invert ? pgam : 0;
      result = -p * sumSeries(s, {
        "initialValue": (initialValue - result) / p
      });
      if (invert) {
        result = -result;
      }
      return [result, pgam];
    }
    module.exports = tgammaSmallUpperPart;
  }
});

// node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js
var require_lib113 = __commonJS({
  "node_modules/@stdlib/constants-float32-smallest-normal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_SMALLEST_NORMAL = 11754943508222875e-54;
    module.exports = FLOAT32_SMALLEST_NORMAL;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js
var require_generators2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/generators.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
    var EPS = require_lib71();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var a0;
      var f;
      var C;
      var D;
      var v;
      isgenerator = typeof gen.next === "function";
      v = isgenerator ? gen.next().value : gen();
      f = v[1];
      a0 = v[0];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      if (isgenerator === true) {
        do {
          v = gen.next().value;
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v = gen();
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      }
      return a0 / f;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var isgenerator;
      var delta;
      var f;
      var C;
      var D;
      var v;
      isgenerator = typeof gen.next === "function";
      v = isgenerator ? gen.next().value : gen();
      f = v[1];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      if (isgenerator === true) {
        do {
          v = gen.next().value;
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      } else {
        do {
          v = gen();
          if (v) {
            D = v[1] + v[0] * D;
            if (D === 0) {
              D = FLOAT32_SMALLEST_NORMAL;
            }
            C = v[1] + v[0] / C;
            if (C === 0) {
              C = FLOAT32_SMALLEST_NORMAL;
            }
            D = 1 / D;
            delta = C * D;
            f *= delta;
          }
        } while (v && abs(delta - 1) > factor && --maxIter);
      }
      return f;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      maxIter = opts.maxIter || MAX_ITER;
      eps = opts.tolerance || EPS;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js
var require_basic2 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/basic.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var EPS = require_lib71();
    var FLOAT32_SMALLEST_NORMAL = require_lib113();
    var MAX_ITER = 1e6;
    function continuedFractionA(gen, factor, maxIter) {
      var delta;
      var a0;
      var C;
      var D;
      var f;
      var v;
      v = gen();
      f = v[1];
      a0 = v[0];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      do {
        v = gen();
        if (v) {
          D = v[1] + v[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C = v[1] + v[0] / C;
          if (C === 0) {
            C = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C * D;
          f *= delta;
        }
      } while (v && abs(delta - 1) > factor && --maxIter);
      return a0 / f;
    }
    function continuedFractionB(gen, factor, maxIter) {
      var delta;
      var C;
      var D;
      var f;
      var v;
      v = gen();
      f = v[1];
      if (f === 0) {
        f = FLOAT32_SMALLEST_NORMAL;
      }
      C = f;
      D = 0;
      do {
        v = gen();
        if (v) {
          D = v[1] + v[0] * D;
          if (D === 0) {
            D = FLOAT32_SMALLEST_NORMAL;
          }
          C = v[1] + v[0] / C;
          if (C === 0) {
            C = FLOAT32_SMALLEST_NORMAL;
          }
          D = 1 / D;
          delta = C * D;
          f *= delta;
        }
      } while (v && abs(delta - 1) > factor && --maxIter);
      return f;
    }
    function continuedFraction(generator, options) {
      var maxIter;
      var opts;
      var eps;
      opts = {};
      if (arguments.length > 1) {
        opts = options;
      }
      eps = opts.tolerance || EPS;
      maxIter = opts.maxIter || MAX_ITER;
      if (opts.keep) {
        return continuedFractionB(generator, eps, maxIter);
      }
      return continuedFractionA(generator, eps, maxIter);
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js
var require_lib114 = __commonJS({
  "node_modules/@stdlib/math-base-tools-continued-fraction/lib/index.js"(exports, module) {
    "use strict";
    var hasGeneratorSupport = require_lib104();
    var generator = require_generators2();
    var basic = require_basic2();
    var continuedFraction;
    if (hasGeneratorSupport()) {
      continuedFraction = generator;
    } else {
      continuedFraction = basic;
    }
    module.exports = continuedFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js
var require_upper_incomplete_gamma_fract = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_incomplete_gamma_fract.js"(exports, module) {
    "use strict";
    function upperIncompleteGammaFract(a1, z1) {
      var z = z1 - a1 + 1;
      var a = a1;
      var k = 0;
      return next;
      function next() {
        k += 1;
        z += 2;
        return [
          k * (a - k),
          z
        ];
      }
    }
    module.exports = upperIncompleteGammaFract;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js
var require_upper_gamma_fraction = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/upper_gamma_fraction.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib114();
    var upperIncompleteGammaFract = require_upper_incomplete_gamma_fract();
    function upperGammaFraction(a, z) {
      var f = upperIncompleteGammaFract(a, z);
      return 1 / (z - a + 1 + continuedFraction(f));
    }
    module.exports = upperGammaFraction;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js
var require_igamma_final = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/igamma_final.js"(exports, module) {
    "use strict";
    var floor = require_lib39();
    var gamma = require_lib91();
    var abs = require_lib44();
    var pow = require_lib69();
    var ln = require_lib97();
    var SQRT_EPSILON = require_lib102();
    var FLOAT64_MAX = require_lib77();
    var MAX_LN = require_lib101();
    var tgammaILargeX = require_tgamma_i_large_x();
    var finiteGammaQ = require_finite_gamma_q();
    var finiteHalfGammaQ = require_finite_half_gamma_q();
    var fullIGammaPrefix = require_full_igamma_prefix();
    var igammaTemmeLarge = require_igamma_temme_large();
    var lowerGammaSeries = require_lower_gamma_series();
    var regularisedGammaPrefix = require_regularised_gamma_prefix();
    var tgammaSmallUpperPart = require_tgamma_small_upper_part();
    var upperGammaFraction = require_upper_gamma_fraction();
    function igammaFinal(x, a, regularized, upper) {
      var optimisedInvert;
      var evalMethod;
      var isHalfInt;
      var initValue;
      var useTemme;
      var isSmallA;
      var result;
      var invert;
      var isInt;
      var sigma;
      var res;
      var gam;
      var fa;
      var g;
      result = 0;
      invert = upper;
      isSmallA = a < 30 && a <= x + 1 && x < MAX_LN;
      if (isSmallA) {
        fa = floor(a);
        isInt = fa === a;
        isHalfInt = isInt ? false : abs(fa - a) === 0.5;
      } else {
        isInt = false;
        isHalfInt = false;
      }
      if (isInt && x > 0.6) {
        invert = !invert;
        evalMethod = 0;
      } else if (isHalfInt && x > 0.2) {
        invert = !invert;
        evalMethod = 1;
      } else if (x < SQRT_EPSILON && a > 1) {
        evalMethod = 6;
      } else if (x > 1e3 && (a < x || abs(a - 50) / x < 1)) {
        invert = !invert;
        evalMethod = 7;
      } else if (x < 0.5) {
        if (-0.4 / ln(x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else if (x < 1.1) {
        if (x * 0.75 < a) {
          evalMethod = 2;
        } else {
          evalMethod = 3;
        }
      } else {
        useTemme = false;
        if (regularized && a > 20) {
          sigma = abs((x - a) / a);
          if (a > 200) {
            if (20 / a > sigma * sigma) {
              useTemme = true;
            }
          } else if (sigma < 0.4) {
            useTemme = true;
          }
        }
        if (useTemme) {
          evalMethod = 5;
        } else if (x - 1 / (3 * x) < a) {
          evalMethod = 2;
        } else {
          evalMethod = 4;
          invert = !invert;
        }
      }
      switch (evalMethod) {
        case 0:
          result = finiteGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 1:
          result = finiteHalfGammaQ(a, x);
          if (regularized === false) {
            result *= gamma(a);
          }
          break;
        case 2:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            initValue = 0;
            optimisedInvert = false;
            if (invert) {
              initValue = regularized ? 1 : gamma(a);
              if (regularized || result >= 1 || FLOAT64_MAX * result > initValue) {
                initValue /= result;
                if (regularized || a < 1 || FLOAT64_MAX / a > initValue) {
                  initValue *= -a;
                  optimisedInvert = true;
                } else {
                  initValue = 0;
                }
              } else {
                initValue = 0;
              }
            }
            result *= lowerGammaSeries(a, x, initValue) / a;
            if (optimisedInvert) {
              invert = false;
              result = -result;
            }
          }
          break;
        case 3:
          invert = !invert;
          res = tgammaSmallUpperPart(a, x, invert);
          result = res[0];
          g = res[1];
          invert = false;
          if (regularized) {
            result /= g;
          }
          break;
        case 4:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          if (result !== 0) {
            result *= upperGammaFraction(a, x);
          }
          break;
        case 5:
          result = igammaTemmeLarge(a, x);
          if (x >= a) {
            invert = !invert;
          }
          break;
        case 6:
          result = regularized ? pow(x, a) / gamma(a + 1) : pow(x, a) / a;
          result *= 1 - a * x / (a + 1);
          break;
        case 7:
          result = regularized ? regularisedGammaPrefix(a, x) : fullIGammaPrefix(a, x);
          result /= x;
          if (result !== 0) {
            result *= tgammaILargeX(a, x);
          }
          break;
      }
      if (regularized && result > 1) {
        result = 1;
      }
      if (invert) {
        gam = regularized ? 1 : gamma(a);
        result = gam - result;
      }
      return result;
    }
    module.exports = igammaFinal;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/main.js
var require_main78 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/main.js"(exports, module) {
    "use strict";
    var gammaln = require_lib100();
    var exp = require_lib60();
    var ln = require_lib97();
    var SQRT_TWO_PI = require_lib89();
    var MAX_LN = require_lib101();
    var PINF = require_lib33();
    var FLOAT64_MAX_NTH_FACTORIAL = require_lib92();
    var igammaFinal = require_igamma_final();
    var lowerGammaSeries = require_lower_gamma_series();
    var upperGammaFraction = require_upper_gamma_fraction();
    function gammainc(x, a, regularized, upper) {
      var normalized;
      var initValue;
      var invert;
      var result;
      if (x < 0 || a <= 0) {
        return NaN;
      }
      normalized = regularized === void 0 ? true : regularized;
      invert = upper;
      if (a >= FLOAT64_MAX_NTH_FACTORIAL && !normalized) {
        if (invert && a * 4 < x) {
          result = a * ln(x) - x;
          result += ln(upperGammaFraction(a, x));
        } else if (!invert && a > 4 * x) {
          result = a * ln(x) - x;
          initValue = 0;
          result += ln(lowerGammaSeries(a, x, initValue) / a);
        } else {
          result = igammaFinal(x, a, true, invert);
          if (result === 0) {
            if (invert) {
              result = 1 + 1 / (12 * a) + 1 / (288 * a * a);
              result = ln(result) - a + (a - 0.5) * ln(a);
              result += ln(SQRT_TWO_PI);
            } else {
              result = a * ln(x) - x;
              initValue = 0;
              result += ln(lowerGammaSeries(a, x, initValue) / a);
            }
          } else {
            result = ln(result) + gammaln(a);
          }
        }
        if (result > MAX_LN) {
          return PINF;
        }
        return exp(result);
      }
      return igammaFinal(x, a, normalized, invert);
    }
    module.exports = gammainc;
  }
});

// node_modules/@stdlib/math-base-special-gammainc/lib/index.js
var require_lib115 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main78();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js
var require_full_igamma_prefix2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/full_igamma_prefix.js"(exports, module) {
    "use strict";
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    function fullIGammaPrefix(a, z) {
      var prefix;
      var alz;
      alz = a * ln(z);
      if (z >= 1) {
        if (alz < MAX_LN && -z > MIN_LN) {
          prefix = pow(z, a) * exp(-z);
        } else if (a >= 1) {
          prefix = pow(z / exp(z / a), a);
        } else {
          prefix = exp(alz - z);
        }
      } else if (alz > MIN_LN) {
        prefix = pow(z, a) * exp(-z);
      } else if (z / a < MAX_LN) {
        prefix = pow(z / exp(z / a), a);
      } else {
        prefix = exp(alz - z);
      }
      return prefix;
    }
    module.exports = fullIGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js
var require_regularized_gamma_prefix = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/regularized_gamma_prefix.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var gammaln = require_lib100();
    var gamma = require_lib91();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
    function regularizedGammaPrefix(a, z) {
      var prefix;
      var amza;
      var agh;
      var alz;
      var amz;
      var sq;
      var d;
      agh = a + G - 0.5;
      d = (z - a - G + 0.5) / agh;
      if (a < 1) {
        if (z <= MIN_LN) {
          return exp(a * ln(z) - z - gammaln(a));
        }
        return pow(z, a) * exp(-z) / gamma(a);
      }
      if (abs(d * d * a) <= 100 && a > 150) {
        prefix = a * (log1p(d) - d) + z * (0.5 - G) / agh;
        prefix = exp(prefix);
      } else {
        alz = a * ln(z / agh);
        amz = a - z;
        if (min(alz, amz) <= MIN_LN || max(alz, amz) >= MAX_LN) {
          amza = amz / a;
          if (min(alz, amz) / 2 > MIN_LN && max(alz, amz) / 2 < MAX_LN) {
            sq = pow(z / agh, a / 2) * exp(amz / 2);
            prefix = sq * sq;
          } else if (min(alz, amz) / 4 > MIN_LN && max(alz, amz) / 4 < MAX_LN && z > a) {
            sq = pow(z / agh, a / 4) * exp(amz / 4);
            prefix = sq * sq;
            prefix *= prefix;
          } else if (amza > MIN_LN && amza < MAX_LN) {
            prefix = pow(z * exp(amza) / agh, a);
          } else {
            prefix = exp(alz + amz);
          }
        } else {
          prefix = pow(z / agh, a) * exp(amz);
        }
      }
      prefix *= sqrt(agh / E) / lanczosSumExpGScaled(a);
      return prefix;
    }
    module.exports = regularizedGammaPrefix;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js
var require_beta_small_b_large_a_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/beta_small_b_large_a_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib96();
    var factorial = require_lib93();
    var gammainc = require_lib115();
    var log1p = require_lib40();
    var abs = require_lib44();
    var pow = require_lib69();
    var ln = require_lib97();
    var MIN_VALUE = require_lib55();
    var EPSILON = require_lib71();
    var fullIGammaPrefix = require_full_igamma_prefix2();
    var regularizedGammaPrefix = require_regularized_gamma_prefix();
    var p = new Array(30);
    function betaSmallBLargeASeries(a, b, x, y, s0, mult, normalized) {
      var prefix;
      var tmp1;
      var tnp1;
      var sum;
      var b2n;
      var bm1;
      var lx2;
      var lxp;
      var mbn;
      var lx;
      var t4;
      var h;
      var j;
      var m;
      var n;
      var r;
      var t;
      var u;
      bm1 = b - 1;
      t = a + bm1 / 2;
      if (y < 0.35) {
        lx = log1p(-y);
      } else {
        lx = ln(x);
      }
      u = -t * lx;
      h = regularizedGammaPrefix(b, u);
      if (h <= MIN_VALUE) {
        return s0;
      }
      if (normalized) {
        prefix = h / gammaDeltaRatio(a, b);
        prefix /= pow(t, b);
      } else {
        prefix = fullIGammaPrefix(b, u) / pow(t, b);
      }
      prefix *= mult;
      p[0] = 1;
      j = gammainc(u, b, true, true);
      j /= h;
      sum = s0 + prefix * j;
      tnp1 = 1;
      lx2 = lx / 2;
      lx2 *= lx2;
      lxp = 1;
      t4 = 4 * t * t;
      b2n = b;
      for (n = 1; n < p.length; ++n) {
        tnp1 += 2;
        p[n] = 0;
        mbn = b - n;
        tmp1 = 3;
        for (m = 1; m < n; ++m) {
          mbn = m * b - n;
          p[n] += mbn * p[n - m] / factorial(tmp1);
          tmp1 += 2;
        }
        p[n] /= n;
        p[n] += bm1 / factorial(tnp1);
        j = (b2n * (b2n + 1) * j + (u + b2n + 1) * lxp) / t4;
        lxp *= lx2;
        b2n += 2;
        r = prefix * p[n] * j;
        sum += r;
        if (r > 1) {
          if (abs(r) < abs(EPSILON * sum)) {
            break;
          }
        } else if (abs(r / EPSILON) < abs(sum)) {
          break;
        }
      }
      return sum;
    }
    module.exports = betaSmallBLargeASeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js
var require_rising_factorial_ratio = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/rising_factorial_ratio.js"(exports, module) {
    "use strict";
    function risingFactorialRatio(a, b, k) {
      var result;
      var i;
      if (k === 0) {
        return 1;
      }
      result = 1;
      for (i = 0; i < k; i++) {
        result *= (a + i) / (b + i);
      }
      return result;
    }
    module.exports = risingFactorialRatio;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/main.js
var require_main79 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var max = require_lib74();
    function maxabs(x, y) {
      return max(abs(x), abs(y));
    }
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-maxabs/lib/index.js
var require_lib116 = __commonJS({
  "node_modules/@stdlib/math-base-special-maxabs/lib/index.js"(exports, module) {
    "use strict";
    var maxabs = require_main79();
    module.exports = maxabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/main.js
var require_main80 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/main.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var min = require_lib76();
    function minabs(x, y) {
      return min(abs(x), abs(y));
    }
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-minabs/lib/index.js
var require_lib117 = __commonJS({
  "node_modules/@stdlib/math-base-special-minabs/lib/index.js"(exports, module) {
    "use strict";
    var minabs = require_main80();
    module.exports = minabs;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js
var require_ibeta_power_terms = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_power_terms.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var maxabs = require_lib116();
    var minabs = require_lib117();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var min = require_lib76();
    var ln = require_lib97();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
    function ibetaPowerTerms(a, b, x, y, normalized) {
      var result;
      var smallA;
      var ratio;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var l3;
      var p1;
      var b1;
      var b2;
      var c;
      var l;
      if (!normalized) {
        return pow(x, a) * pow(y, b);
      }
      c = a + b;
      agh = a + G - 0.5;
      bgh = b + G - 0.5;
      cgh = c + G - 0.5;
      result = lanczosSumExpGScaled(c);
      result /= lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b);
      result *= sqrt(bgh / E);
      result *= sqrt(agh / cgh);
      l1 = (x * b - y * agh) / agh;
      l2 = (y * a - x * bgh) / bgh;
      if (minabs(l1, l2) < 0.2) {
        if (l1 * l2 > 0 || min(a, b) < 1) {
          if (abs(l1) < 0.1) {
            result *= exp(a * log1p(l1));
          } else {
            result *= pow(x * cgh / agh, a);
          }
          if (abs(l2) < 0.1) {
            result *= exp(b * log1p(l2));
          } else {
            result *= pow(y * cgh / bgh, b);
          }
        } else if (maxabs(l1, l2) < 0.5) {
          smallA = a < b;
          ratio = b / a;
          if (smallA && ratio * l2 < 0.1 || !smallA && l1 / ratio > 0.1) {
            l3 = expm1(ratio * log1p(l2));
            l3 = l1 + l3 + l3 * l1;
            l3 = a * log1p(l3);
            result *= exp(l3);
          } else {
            l3 = expm1(log1p(l1) / ratio);
            l3 = l2 + l3 + l3 * l2;
            l3 = b * log1p(l3);
            result *= exp(l3);
          }
        } else if (abs(l1) < abs(l2)) {
          l = a * log1p(l1) + b * ln(y * cgh / bgh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        } else {
          l = b * log1p(l2) + a * ln(x * cgh / agh);
          if (l <= MIN_LN || l >= MAX_LN) {
            l += ln(result);
            if (l >= MAX_LN) {
              return NaN;
            }
            result = exp(l);
          } else {
            result *= exp(l);
          }
        }
      } else {
        b1 = x * cgh / agh;
        b2 = y * cgh / bgh;
        l1 = a * ln(b1);
        l2 = b * ln(b2);
        if (l1 >= MAX_LN || l1 <= MIN_LN || l2 >= MAX_LN || l2 <= MIN_LN) {
          if (a < b) {
            p1 = pow(b2, b / a);
            l3 = a * (ln(b1) + ln(p1));
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b1, a);
            } else {
              l2 += l1 + ln(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          } else {
            p1 = pow(b1, a / b);
            l3 = (ln(p1) + ln(b2)) * b;
            if (l3 < MAX_LN && l3 > MIN_LN) {
              result *= pow(p1 * b2, b);
            } else {
              l2 += l1 + ln(result);
              if (l2 >= MAX_LN) {
                return NaN;
              }
              result = exp(l2);
            }
          }
        } else {
          result *= pow(b1, a) * pow(b2, b);
        }
      }
      return result;
    }
    module.exports = ibetaPowerTerms;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js
var require_ibeta_fraction2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_fraction2.js"(exports, module) {
    "use strict";
    var continuedFraction = require_lib114();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var OPTS = {
      "keep": true,
      "maxIter": 1e3
    };
    function ibetaFraction2t(a, b, x, y) {
      var m = 0;
      return next;
      function next() {
        var denom;
        var aN;
        var bN;
        aN = (a + m - 1) * (a + b + m - 1) * m * (b - m) * x * x;
        denom = a + 2 * m - 1;
        aN /= denom * denom;
        bN = m;
        bN += m * (b - m) * x / (a + 2 * m - 1);
        bN += (a + m) * (a * y - b * x + 1 + m * (2 - x)) / (a + 2 * m + 1);
        m += 1;
        return [aN, bN];
      }
    }
    function ibetaFraction2(a, b, x, y, normalized, out) {
      var result;
      var fract;
      var f;
      result = ibetaPowerTerms(a, b, x, y, normalized);
      if (out) {
        out[1] = result;
      }
      if (result === 0) {
        return result;
      }
      f = ibetaFraction2t(a, b, x, y);
      fract = continuedFraction(f, OPTS);
      return result / fract;
    }
    module.exports = ibetaFraction2;
  }
});

// node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js
var require_lib118 = __commonJS({
  "node_modules/@stdlib/constants-float64-max-safe-integer/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_MAX_SAFE_INTEGER = 9007199254740991;
    module.exports = FLOAT64_MAX_SAFE_INTEGER;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js
var require_bitwise_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/bitwise_binary_gcd.js"(exports, module) {
    "use strict";
    function gcd(a, b) {
      var k = 0;
      var t;
      if (a === 0) {
        return b;
      }
      if (b === 0) {
        return a;
      }
      while ((a & 1) === 0 && (b & 1) === 0) {
        a >>>= 1;
        b >>>= 1;
        k += 1;
      }
      while ((a & 1) === 0) {
        a >>>= 1;
      }
      while (b) {
        while ((b & 1) === 0) {
          b >>>= 1;
        }
        if (a > b) {
          t = b;
          b = a;
          a = t;
        }
        b -= a;
      }
      return a << k;
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js
var require_binary_gcd = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/binary_gcd.js"(exports, module) {
    "use strict";
    function gcd(a, b) {
      var k = 1;
      var t;
      if (a === 0) {
        return b;
      }
      if (b === 0) {
        return a;
      }
      while (a % 2 === 0 && b % 2 === 0) {
        a /= 2;
        b /= 2;
        k *= 2;
      }
      while (a % 2 === 0) {
        a /= 2;
      }
      while (b) {
        while (b % 2 === 0) {
          b /= 2;
        }
        if (a > b) {
          t = b;
          b = a;
          a = t;
        }
        b -= a;
      }
      return k * a;
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/main.js
var require_main81 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var isInteger = require_lib61();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var INT32_MAX = require_lib78();
    var bitwise = require_bitwise_binary_gcd();
    var largeIntegers = require_binary_gcd();
    function gcd(a, b) {
      if (isnan(a) || isnan(b)) {
        return NaN;
      }
      if (a === PINF || b === PINF || a === NINF || b === NINF) {
        return NaN;
      }
      if (!(isInteger(a) && isInteger(b))) {
        return NaN;
      }
      if (a < 0) {
        a = -a;
      }
      if (b < 0) {
        b = -b;
      }
      if (a <= INT32_MAX && b <= INT32_MAX) {
        return bitwise(a, b);
      }
      return largeIntegers(a, b);
    }
    module.exports = gcd;
  }
});

// node_modules/@stdlib/math-base-special-gcd/lib/index.js
var require_lib119 = __commonJS({
  "node_modules/@stdlib/math-base-special-gcd/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main81();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/main.js
var require_main82 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/main.js"(exports, module) {
    "use strict";
    var MAX_SAFE_INTEGER = require_lib118();
    var PINF = require_lib33();
    var isInteger = require_lib61();
    var isnan = require_lib8();
    var isOdd = require_lib63();
    var floor = require_lib39();
    var gcd = require_lib119();
    function binomcoef(n, k) {
      var res;
      var sgn;
      var b;
      var c;
      var d;
      var g;
      var s;
      if (isnan(n) || isnan(k)) {
        return NaN;
      }
      if (!isInteger(n) || !isInteger(k)) {
        return NaN;
      }
      if (k < 0) {
        return 0;
      }
      sgn = 1;
      if (n < 0) {
        n = -n + k - 1;
        if (isOdd(k)) {
          sgn *= -1;
        }
      }
      if (k > n) {
        return 0;
      }
      if (k === 0 || k === n) {
        return sgn;
      }
      if (k === 1 || k === n - 1) {
        return sgn * n;
      }
      if (n - k < k) {
        k = n - k;
      }
      s = floor(MAX_SAFE_INTEGER / n);
      res = 1;
      for (d = 1; d <= k; d++) {
        if (res > s) {
          break;
        }
        res *= n;
        res /= d;
        n -= 1;
      }
      if (d > k) {
        return sgn * res;
      }
      b = binomcoef(n, k - d + 1);
      if (b === PINF) {
        return sgn * b;
      }
      c = binomcoef(k, k - d + 1);
      g = gcd(b, c);
      b /= g;
      c /= g;
      res /= c;
      return sgn * res * b;
    }
    module.exports = binomcoef;
  }
});

// node_modules/@stdlib/math-base-special-binomcoef/lib/index.js
var require_lib120 = __commonJS({
  "node_modules/@stdlib/math-base-special-binomcoef/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main82();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js
var require_binomial_ccdf = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/binomial_ccdf.js"(exports, module) {
    "use strict";
    var binomcoef = require_lib120();
    var floor = require_lib39();
    var pow = require_lib69();
    var MIN_VALUE = require_lib55();
    function binomialCCDF(n, k, x, y) {
      var startTerm;
      var result;
      var start;
      var term;
      var i;
      result = pow(x, n);
      if (result > MIN_VALUE) {
        term = result;
        for (i = floor(n - 1); i > k; i--) {
          term *= (i + 1) * y / ((n - i) * x);
          result += term;
        }
      } else {
        start = floor(n * x);
        if (start <= k + 1) {
          start = floor(k + 2);
        }
        result = pow(x, start) * pow(y, n - start);
        result *= binomcoef(floor(n), floor(start));
        if (result === 0) {
          for (i = start - 1; i > k; i--) {
            result += pow(x, i) * pow(y, n - i);
            result *= binomcoef(floor(n), floor(i));
          }
        } else {
          term = result;
          startTerm = result;
          for (i = start - 1; i > k; i--) {
            term *= (i + 1) * y / ((n - i) * x);
            result += term;
          }
          term = startTerm;
          for (i = start + 1; i <= n; i++) {
            term *= (n - i + 1) * x / (i * y);
            result += term;
          }
        }
      }
      return result;
    }
    module.exports = binomialCCDF;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js
var require_ibeta_a_step = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_a_step.js"(exports, module) {
    "use strict";
    var ibetaPowerTerms = require_ibeta_power_terms();
    function ibetaAStep(a, b, x, y, k, normalized, out) {
      var prefix;
      var term;
      var sum;
      var i;
      prefix = ibetaPowerTerms(a, b, x, y, normalized);
      if (out) {
        out[1] = prefix;
      }
      prefix /= a;
      if (prefix === 0) {
        return prefix;
      }
      sum = 1;
      term = 1;
      for (i = 0; i < k - 1; ++i) {
        term *= (a + b + i) * x / (a + i + 1);
        sum += term;
      }
      prefix *= sum;
      return prefix;
    }
    module.exports = ibetaAStep;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js
var require_ibeta_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/ibeta_series.js"(exports, module) {
    "use strict";
    var lanczosSumExpGScaled = require_lib110();
    var sumSeries = require_lib105();
    var log1p = require_lib40();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var pow = require_lib69();
    var ln = require_lib97();
    var MIN_VALUE = require_lib55();
    var MAX_LN = require_lib101();
    var MIN_LN = require_lib107();
    var G = require_lib95();
    var E = require_lib70();
    var opts = {
      "maxTerms": 100
    };
    function ibetaSeriesT(a, b, x, result) {
      var poch = 1 - b;
      var n = 1;
      return next;
      function next() {
        var r = result / a;
        a += 1;
        result *= poch * x / n;
        n += 1;
        poch += 1;
        return r;
      }
    }
    function ibetaSeries(a, b, x, s0, normalized, out, y) {
      var result;
      var agh;
      var bgh;
      var cgh;
      var l1;
      var l2;
      var c;
      var s;
      if (normalized) {
        c = a + b;
        agh = a + G - 0.5;
        bgh = b + G - 0.5;
        cgh = c + G - 0.5;
        result = lanczosSumExpGScaled(c) / (lanczosSumExpGScaled(a) * lanczosSumExpGScaled(b));
        l1 = ln(cgh / bgh) * (b - 0.5);
        l2 = ln(x * cgh / agh) * a;
        if (l1 > MIN_LN && l1 < MAX_LN && l2 > MIN_LN && l2 < MAX_LN) {
          if (a * b < bgh * 10) {
            result *= exp((b - 0.5) * log1p(a / bgh));
          } else {
            result *= pow(cgh / bgh, b - 0.5);
          }
          result *= pow(x * cgh / agh, a);
          result *= sqrt(agh / E);
          if (out) {
            out[1] = result * pow(y, b);
          }
        } else {
          result = ln(result) + l1 + l2 + (ln(agh) - 1) / 2;
          if (out) {
            out[1] = exp(result + b * ln(y));
          }
          result = exp(result);
        }
      } else {
        result = pow(x, a);
      }
      if (result < MIN_VALUE) {
        return s0;
      }
      s = ibetaSeriesT(a, b, x, result);
      opts.initialValue = s0;
      return sumSeries(s, opts);
    }
    module.exports = ibetaSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js
var require_assign3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/assign.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var expm1 = require_lib38();
    var floor = require_lib39();
    var log1p = require_lib40();
    var asin = require_lib43();
    var beta = require_lib72();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var pow = require_lib69();
    var max = require_lib74();
    var min = require_lib76();
    var MAX_FLOAT64 = require_lib77();
    var MIN_FLOAT64 = require_lib55();
    var MAX_INT32 = require_lib78();
    var HALF_PI = require_lib79();
    var PI = require_lib80();
    var betaSmallBLargeASeries = require_beta_small_b_large_a_series();
    var risingFactorialRatio = require_rising_factorial_ratio();
    var ibetaPowerTerms = require_ibeta_power_terms();
    var ibetaFraction2 = require_ibeta_fraction2();
    var binomialCCDF = require_binomial_ccdf();
    var ibetaAStep = require_ibeta_a_step();
    var ibetaSeries = require_ibeta_series();
    var ONE_OVER_PI = 1 / PI;
    function ibetaImp(x, a, b, regularized, upper, out, stride, offset) {
      var lambda;
      var prefix;
      var fract;
      var bbar;
      var div;
      var tmp;
      var i0;
      var i1;
      var k;
      var n;
      var p;
      var y;
      y = 1 - x;
      i0 = offset;
      i1 = offset + stride;
      out[i1] = -1;
      if (isnan(x) || x < 0 || x > 1) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (regularized) {
        if (a < 0 || b < 0) {
          out[i0] = NaN;
          out[i1] = NaN;
          return out;
        }
        if (a === 0) {
          if (b === 0) {
            out[i0] = NaN;
            out[i1] = NaN;
            return out;
          }
          if (b > 0) {
            out[i0] = upper ? 0 : 1;
            return out;
          }
        } else if (b === 0) {
          if (a > 0) {
            out[i0] = upper ? 1 : 0;
            return out;
          }
        }
      } else if (a <= 0 || b <= 0) {
        out[i0] = NaN;
        out[i1] = NaN;
        return out;
      }
      if (x === 0) {
        if (a === 1) {
          out[i1] = 1;
        } else {
          out[i1] = a < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = regularized ? 1 : beta(a, b);
          return out;
        }
        out[i0] = 0;
        return out;
      }
      if (x === 1) {
        if (b === 1) {
          out[i1] = 1;
        } else {
          out[i1] = b < 1 ? MAX_FLOAT64 / 2 : MIN_FLOAT64 * 2;
        }
        if (upper) {
          out[i0] = 0;
        } else {
          out[i0] = regularized ? 1 : beta(a, b);
        }
        return out;
      }
      if (a === 0.5 && b === 0.5) {
        out[i1] = ONE_OVER_PI * sqrt(y * x);
        p = upper ? asin(sqrt(y)) : asin(sqrt(x));
        p /= HALF_PI;
        if (!regularized) {
          p *= PI;
        }
        out[i0] = p;
        return out;
      }
      if (a === 1) {
        tmp = b;
        b = a;
        a = tmp;
        tmp = y;
        y = x;
        x = tmp;
        upper = !upper;
      }
      if (b === 1) {
        if (a === 1) {
          out[i0] = upper ? y : x;
          out[i1] = 1;
          return out;
        }
        out[i1] = a * pow(x, a - 1);
        if (y < 0.5) {
          p = upper ? -expm1(a * log1p(-y)) : exp(a * log1p(-y));
        } else {
          p = upper ? -(pow(x, a) - 1) : pow(x, a);
        }
        if (!regularized) {
          p /= a;
        }
        out[i0] = p;
        return out;
      }
      if (min(a, b) <= 1) {
        if (x > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (max(a, b) <= 1) {
          if (a >= min(0.2, b) || pow(x, a) <= 0.9) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else {
            tmp = b;
            b = a;
            a = tmp;
            tmp = y;
            y = x;
            x = tmp;
            upper = !upper;
            if (y >= 0.3) {
              if (upper) {
                fract = -(regularized ? 1 : beta(a, b));
                upper = false;
                fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
              } else {
                fract = ibetaSeries(a, b, x, 0, regularized, out, y);
              }
            } else {
              if (regularized) {
                prefix = 1;
              } else {
                prefix = risingFactorialRatio(a + b, a, 20);
              }
              fract = ibetaAStep(a, b, x, y, 20, regularized, out);
              if (upper) {
                fract -= regularized ? 1 : beta(a, b);
                upper = false;
                fract = -betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
              } else {
                fract = betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
              }
            }
          }
        } else if (b <= 1 || x < 0.1 && pow(b * x, a) <= 0.7) {
          if (upper) {
            fract = -(regularized ? 1 : beta(a, b));
            upper = false;
            fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
          } else {
            fract = ibetaSeries(a, b, x, 0, regularized, out, y);
          }
        } else {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
          if (y >= 0.3) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else if (a >= 15) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -betaSmallBLargeASeries(a, b, x, y, fract, 1, regularized);
            } else {
              fract = betaSmallBLargeASeries(a, b, x, y, 0, 1, regularized);
            }
          } else {
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + b, a, 20);
            }
            fract = ibetaAStep(a, b, x, y, 20, regularized, out);
            if (upper) {
              fract -= regularized ? 1 : beta(a, b);
              upper = false;
              fract = -betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
            } else {
              fract = betaSmallBLargeASeries(a + 20, b, x, y, fract, prefix, regularized);
            }
          }
        }
      } else {
        if (a < b) {
          lambda = a - (a + b) * x;
        } else {
          lambda = (a + b) * y - b;
        }
        if (lambda < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = y;
          y = x;
          x = tmp;
          upper = !upper;
        }
        if (b < 40) {
          if (floor(a) === a && floor(b) === b && a < MAX_INT32 - 100) {
            k = a - 1;
            n = b + k;
            fract = binomialCCDF(n, k, x, y);
            if (!regularized) {
              fract *= beta(a, b);
            }
          } else if (b * x <= 0.7) {
            if (upper) {
              fract = -(regularized ? 1 : beta(a, b));
              upper = false;
              fract = -ibetaSeries(a, b, x, fract, regularized, out, y);
            } else {
              fract = ibetaSeries(a, b, x, 0, regularized, out, y);
            }
          } else if (a > 15) {
            n = floor(b);
            if (n === b) {
              n -= 1;
            }
            bbar = b - n;
            if (regularized) {
              prefix = 1;
            } else {
              prefix = risingFactorialRatio(a + bbar, bbar, n);
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract = betaSmallBLargeASeries(a, bbar, x, y, fract, 1, regularized);
            fract /= prefix;
          } else if (regularized) {
            n = floor(b);
            bbar = b - n;
            if (bbar <= 0) {
              n -= 1;
              bbar += 1;
            }
            fract = ibetaAStep(bbar, a, y, x, n, regularized);
            fract += ibetaAStep(a, bbar, x, y, 20, regularized);
            if (upper) {
              fract -= 1;
            }
            fract = betaSmallBLargeASeries(a + 20, bbar, x, y, fract, 1, regularized);
            if (upper) {
              fract = -fract;
              upper = false;
            }
          } else {
            fract = ibetaFraction2(a, b, x, y, regularized, out);
          }
        } else {
          fract = ibetaFraction2(a, b, x, y, regularized, out);
        }
      }
      if (out[i1] < 0) {
        out[i1] = ibetaPowerTerms(a, b, x, y, true);
      }
      div = y * x;
      if (out[i1] !== 0) {
        if (MAX_FLOAT64 * div < out[i1]) {
          out[i1] = MAX_FLOAT64 / 2;
        } else {
          out[i1] /= div;
        }
      }
      out[i0] = upper ? (regularized ? 1 : beta(a, b)) - fract : fract;
      return out;
    }
    module.exports = ibetaImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js
var require_main83 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/main.js"(exports, module) {
    "use strict";
    var compute = require_assign3();
    function kernelBetainc(x, a, b, regularized, upper) {
      return compute(x, a, b, regularized, upper, [0, 0], 1, 0);
    }
    module.exports = kernelBetainc;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js
var require_lib121 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betainc/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main83();
    var assign = require_assign3();
    setReadOnly(main, "assign", assign);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/main.js
var require_main84 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
    function betainc(x, a, b, regularized, upper) {
      var out = [0, 0];
      regularized = regularized === false ? false : true;
      upper = upper === true ? true : false;
      kernelBetainc(x, a, b, regularized, upper, out, 1, 0);
      return out[0];
    }
    module.exports = betainc;
  }
});

// node_modules/@stdlib/math-base-special-betainc/lib/index.js
var require_lib122 = __commonJS({
  "node_modules/@stdlib/math-base-special-betainc/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main84();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js
var require_rational_p1q12 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p1q1.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js
var require_rational_p2q22 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p2q2.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js
var require_rational_p3q32 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p3q3.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js
var require_rational_p4q4 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p4q4.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js
var require_rational_p5q5 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/rational_p5q5.js"(exports, module) {
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

// node_modules/@stdlib/math-base-special-erfcinv/lib/main.js
var require_main85 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var sqrt = require_lib41();
    var ln = require_lib97();
    var PINF = require_lib33();
    var NINF = require_lib35();
    var rationalFcnR1 = require_rational_p1q12();
    var rationalFcnR2 = require_rational_p2q22();
    var rationalFcnR3 = require_rational_p3q32();
    var rationalFcnR4 = require_rational_p4q4();
    var rationalFcnR5 = require_rational_p5q5();
    var Y1 = 0.08913147449493408;
    var Y2 = 2.249481201171875;
    var Y3 = 0.807220458984375;
    var Y4 = 0.9399557113647461;
    var Y5 = 0.9836282730102539;
    function erfcinv(x) {
      var sign;
      var qs;
      var q;
      var g;
      var r;
      if (isnan(x)) {
        return NaN;
      }
      if (x === 0) {
        return PINF;
      }
      if (x === 2) {
        return NINF;
      }
      if (x === 1) {
        return 0;
      }
      if (x > 2 || x < 0) {
        return NaN;
      }
      if (x > 1) {
        sign = -1;
        q = 2 - x;
      } else {
        sign = 1;
        q = x;
      }
      x = 1 - q;
      if (x <= 0.5) {
        g = x * (x + 10);
        r = rationalFcnR1(x);
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
    module.exports = erfcinv;
  }
});

// node_modules/@stdlib/math-base-special-erfcinv/lib/index.js
var require_lib123 = __commonJS({
  "node_modules/@stdlib/math-base-special-erfcinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main85();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/main.js
var require_main86 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var asin = require_lib43();
    var sqrt = require_lib41();
    var PIO4 = require_lib42();
    var MOREBITS = 6123233995736766e-32;
    function acos(x) {
      var z;
      if (isnan(x)) {
        return NaN;
      }
      if (x < -1 || x > 1) {
        return NaN;
      }
      if (x > 0.5) {
        return 2 * asin(sqrt(0.5 - 0.5 * x));
      }
      z = PIO4 - asin(x);
      z += MOREBITS;
      z += PIO4;
      return z;
    }
    module.exports = acos;
  }
});

// node_modules/@stdlib/math-base-special-acos/lib/index.js
var require_lib124 = __commonJS({
  "node_modules/@stdlib/math-base-special-acos/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main86();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js
var require_lib125 = __commonJS({
  "node_modules/@stdlib/constants-float64-sqrt-two/lib/index.js"(exports, module) {
    "use strict";
    var SQRT2 = 1.4142135623730951;
    module.exports = SQRT2;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js
var require_polyval_co14 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co14.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.16666666666666666;
      }
      return 0.16666666666666666 + x * 0.16666666666666666;
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js
var require_polyval_co15 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co15.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.058333333333333334;
      }
      return 0.058333333333333334 + x * (0.06666666666666667 + x * 0.008333333333333333);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js
var require_polyval_co16 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co16.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0251984126984127;
      }
      return 0.0251984126984127 + x * (0.026785714285714284 + x * (0.0017857142857142857 + x * 1984126984126984e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js
var require_polyval_co17 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co17.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.012039792768959435;
      }
      return 0.012039792768959435 + x * (0.010559964726631394 + x * (-0.0011078042328042327 + x * (3747795414462081e-19 + x * 27557319223985893e-22)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js
var require_polyval_co18 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co18.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.003837005972422639;
      }
      return 0.003837005972422639 + x * (0.00610392115600449 + x * (-0.0016095979637646305 + x * (5945867404200738e-19 + x * (-6270542728876062e-20 + x * 2505210838544172e-23))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js
var require_polyval_co19 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co19.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.0032177478835464946;
      }
      return 0.0032177478835464946 + x * (0.0010898206731540065 + x * (-0.0012579159844784845 + x * (6908420797309686e-19 + x * (-16376804137220805e-20 + x * (154012654012654e-19 + x * 16059043836821613e-26)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js
var require_polyval_co20 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co20.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.001743826229834001;
      }
      return 0.001743826229834001 + x * (3353097688001788e-20 + x * (-7624513544032393e-19 + x * (6451304695145635e-19 + x * (-249472580470431e-18 + x * (49255746366361444e-21 + x * (-39851014346715405e-22 + x * 7647163731819816e-28))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js
var require_polyval_co21 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co21.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 9647274732138864e-19;
      }
      return 9647274732138864e-19 + x * (-3110108632631878e-19 + x * (-36307660358786886e-20 + x * (5140660578834113e-19 + x * (-29133414466938067e-20 + x * (9086710793521991e-20 + x * (-15303004486655377e-21 + x * (10914179173496788e-22 + x * 28114572543455206e-31)))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js
var require_polyval_co22 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co22.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 5422926281312969e-19;
      }
      return 5422926281312969e-19 + x * (-3694266780000966e-19 + x * (-10230378073700413e-20 + x * (35764655430568635e-20 + x * (-28690924218514614e-20 + x * (12645437628698076e-20 + x * (-33202652391372056e-21 + x * (4890304529197534e-21 + x * (-3123956959982987e-22 + x * 822063524662433e-32))))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js
var require_inverse_students_t_body_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_body_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib96();
    var evalpoly = require_lib7();
    var sqrt = require_lib41();
    var PI = require_lib80();
    var polyval1 = require_polyval_co14();
    var polyval2 = require_polyval_co15();
    var polyval3 = require_polyval_co16();
    var polyval4 = require_polyval_co17();
    var polyval5 = require_polyval_co18();
    var polyval6 = require_polyval_co19();
    var polyval7 = require_polyval_co20();
    var polyval8 = require_polyval_co21();
    var polyval9 = require_polyval_co22();
    var c0 = 0;
    var c = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTBodySeries(df, u) {
      var idf;
      var v;
      v = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * (u - 0.5);
      idf = 1 / df;
      c[1] = polyval1(idf);
      c[2] = polyval2(idf);
      c[3] = polyval3(idf);
      c[4] = polyval4(idf);
      c[5] = polyval5(idf);
      c[6] = polyval6(idf);
      c[7] = polyval7(idf);
      c[8] = polyval8(idf);
      c[9] = polyval9(idf);
      return c0 + v * evalpoly(c, v * v);
    }
    module.exports = inverseStudentsTBodySeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js
var require_inverse_students_t_tail_series = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_tail_series.js"(exports, module) {
    "use strict";
    var gammaDeltaRatio = require_lib96();
    var evalpoly = require_lib7();
    var sqrt = require_lib41();
    var pow = require_lib69();
    var PI = require_lib80();
    var d = [0, 0, 0, 0, 0, 0, 0];
    function inverseStudentsTTailSeries(df, v) {
      var result;
      var power;
      var div;
      var np2;
      var np4;
      var np6;
      var rn;
      var w;
      w = gammaDeltaRatio(df / 2, 0.5) * sqrt(df * PI) * v;
      np2 = df + 2;
      np4 = df + 4;
      np6 = df + 6;
      d[0] = 1;
      d[1] = -(df + 1) / (2 * np2);
      np2 *= df + 2;
      d[2] = -df * (df + 1) * (df + 3) / (8 * np2 * np4);
      np2 *= df + 2;
      d[3] = -df * (df + 1) * (df + 5) * ((3 * df + 7) * df - 2) / (48 * np2 * np4 * np6);
      np2 *= df + 2;
      np4 *= df + 4;
      d[4] = -df * (df + 1) * (df + 7) * (((((15 * df + 154) * df + 465) * df + 286) * df - 336) * df + 64) / (384 * np2 * np4 * np6 * (df + 8));
      np2 *= df + 2;
      d[5] = -df * (df + 1) * (df + 3) * (df + 9) * ((((((35 * df + 452) * df + 1573) * df + 600) * df - 2020) * df + 928) * df - 128) / (1280 * np2 * np4 * np6 * (df + 8) * (df + 10));
      np2 *= df + 2;
      np4 *= df + 4;
      np6 *= df + 6;
      d[6] = -df * (df + 1) * (df + 11) * (((((((((((945 * df + 31506) * df + 425858) * df + 2980236) * df + 11266745) * df + 20675018) * df + 7747124) * df - 22574632) * df - 8565600) * df + 18108416) * df - 7099392) * df + 884736) / (46080 * np2 * np4 * np6 * (df + 8) * (df + 10) * (df + 12));
      rn = sqrt(df);
      div = pow(rn * w, 1 / df);
      power = div * div;
      result = evalpoly(d, power);
      result *= rn;
      result /= div;
      return -result;
    }
    module.exports = inverseStudentsTTailSeries;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js
var require_inverse_students_t_hill = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t_hill.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib123();
    var expm1 = require_lib38();
    var sqrt = require_lib41();
    var pow = require_lib69();
    var HALF_PI = require_lib79();
    var SQRT2 = require_lib125();
    function inverseStudentsTHill(ndf, u) {
      var a;
      var b;
      var c;
      var d;
      var q;
      var x;
      var y;
      if (ndf > 1e20) {
        return -erfcinv(2 * u) * SQRT2;
      }
      a = 1 / (ndf - 0.5);
      b = 48 / (a * a);
      c = ((20700 * a / b - 98) * a - 16) * a + 96.36;
      d = ((94.5 / (b + c) - 3) / b + 1) * sqrt(a * HALF_PI) * ndf;
      y = pow(d * 2 * u, 2 / ndf);
      if (y > 0.05 + a) {
        x = -erfcinv(2 * u) * SQRT2;
        y = x * x;
        if (ndf < 5) {
          c += 0.3 * (ndf - 4.5) * (x + 0.6);
        }
        c += (((0.05 * d * x - 5) * x - 7) * x - 2) * x + b;
        y = (((((0.4 * y + 6.3) * y + 36) * y + 94.5) / c - y - 3) / b + 1) * x;
        y = expm1(a * y * y);
      } else {
        y = ((1 / (((ndf + 6) / (ndf * y) - 0.089 * d - 0.822) * (ndf + 2) * 3) + 0.5 / (ndf + 4)) * y - 1) * (ndf + 1) / (ndf + 2) + 1 / y;
      }
      q = sqrt(ndf * y);
      return -q;
    }
    module.exports = inverseStudentsTHill;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js
var require_inverse_students_t = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/inverse_students_t.js"(exports, module) {
    "use strict";
    var erfcinv = require_lib123();
    var floor = require_lib39();
    var ldexp = require_lib59();
    var round = require_lib86();
    var acos = require_lib124();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var cos = require_lib98();
    var pow = require_lib69();
    var sin = require_lib88();
    var SQRT2 = require_lib125();
    var PI = require_lib80();
    var inverseStudentsTBodySeries = require_inverse_students_t_body_series();
    var inverseStudentsTTailSeries = require_inverse_students_t_tail_series();
    var inverseStudentsTHill = require_inverse_students_t_hill();
    var DF_THRESHOLD = 268435456;
    var ONE_THIRD = 1 / 3;
    var EXP = 2 * 53 / 3;
    var C = 0.8549879733383485;
    function inverseStudentsT(df, u, v) {
      var crossover;
      var tolerance;
      var rootAlpha;
      var invert;
      var result;
      var alpha;
      var tmp;
      var p0;
      var p2;
      var p4;
      var p5;
      var p;
      var r;
      var x;
      var a;
      var b;
      result = 0;
      if (u > v) {
        tmp = v;
        v = u;
        u = tmp;
        invert = true;
      } else {
        invert = false;
      }
      if (floor(df) === df && df < 20) {
        tolerance = ldexp(1, EXP);
        switch (floor(df)) {
          case 1:
            if (u === 0.5) {
              result = 0;
            } else {
              result = -cos(PI * u) / sin(PI * u);
            }
            break;
          case 2:
            result = (2 * u - 1) / sqrt(2 * u * v);
            break;
          case 4:
            alpha = 4 * u * v;
            rootAlpha = sqrt(alpha);
            r = 4 * cos(acos(rootAlpha) / 3) / rootAlpha;
            x = sqrt(r - 4);
            result = u - 0.5 < 0 ? -x : x;
            break;
          case 6:
            if (u < 1e-150) {
              return (invert ? -1 : 1) * inverseStudentsTHill(df, u);
            }
            a = 4 * (u - u * u);
            b = pow(a, ONE_THIRD);
            p = 6 * (1 + C * (1 / b - 1));
            do {
              p2 = p * p;
              p4 = p2 * p2;
              p5 = p * p4;
              p0 = p;
              p = 2 * (8 * a * p5 - 270 * p2 + 2187) / (5 * (4 * a * p4 - 216 * p - 243));
            } while (abs((p - p0) / p) > tolerance);
            p = sqrt(p - df);
            result = u - 0.5 < 0 ? -p : p;
            break;
          default:
            if (df > DF_THRESHOLD) {
              result = erfcinv(2 * u) * SQRT2;
            } else if (df < 3) {
              crossover = 0.2742 - df * 0.0242143;
              if (u > crossover) {
                result = inverseStudentsTBodySeries(df, u);
              } else {
                result = inverseStudentsTTailSeries(df, u);
              }
            } else {
              crossover = ldexp(1, round(df / -0.654));
              if (u > crossover) {
                result = inverseStudentsTHill(df, u);
              } else {
                result = inverseStudentsTTailSeries(df, u);
              }
            }
        }
      } else if (df > DF_THRESHOLD) {
        result = -erfcinv(2 * u) * SQRT2;
      } else if (df < 3) {
        crossover = 0.2742 - df * 0.0242143;
        if (u > crossover) {
          result = inverseStudentsTBodySeries(df, u);
        } else {
          result = inverseStudentsTTailSeries(df, u);
        }
      } else {
        crossover = ldexp(1, round(df / -0.654));
        if (u > crossover) {
          result = inverseStudentsTHill(df, u);
        } else {
          result = inverseStudentsTTailSeries(df, u);
        }
      }
      return invert ? -result : result;
    }
    module.exports = inverseStudentsT;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js
var require_find_ibeta_inv_from_t_dist = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/find_ibeta_inv_from_t_dist.js"(exports, module) {
    "use strict";
    var inverseStudentsT = require_inverse_students_t();
    function findIBetaInvFromTDist(a, p, py) {
      var df;
      var u;
      var v;
      var t;
      u = p / 2;
      v = 1 - u;
      df = a * 2;
      t = inverseStudentsT(df, u, v);
      if (py) {
        py.value = t * t / (df + t * t);
      }
      return df / (df + t * t);
    }
    module.exports = findIBetaInvFromTDist;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js
var require_temme1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme1.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib7();
    var erfcinv = require_lib123();
    var sqrt = require_lib41();
    var exp = require_lib60();
    var SQRT2 = require_lib125();
    var workspace = [0, 0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme1(a, b, z) {
      var eta0;
      var eta2;
      var eta;
      var B2;
      var B3;
      var B;
      var c;
      eta0 = erfcinv(2 * z);
      eta0 /= -sqrt(a / 2);
      terms[0] = eta0;
      B = b - a;
      B2 = B * B;
      B3 = B2 * B;
      workspace[0] = -B * SQRT2 / 2;
      workspace[1] = (1 - 2 * B) / 8;
      workspace[2] = -(B * SQRT2 / 48);
      workspace[3] = -1 / 192;
      workspace[4] = -B * SQRT2 / 3840;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = B * SQRT2 * (3 * B - 2) / 12;
      workspace[1] = (20 * B2 - 12 * B + 1) / 128;
      workspace[2] = B * SQRT2 * (20 * B - 1) / 960;
      workspace[3] = (16 * B2 + 30 * B - 15) / 4608;
      workspace[4] = B * SQRT2 * (21 * B + 32) / 53760;
      workspace[5] = (-(32 * B2) + 63) / 368640;
      workspace[6] = -B * SQRT2 * (120 * B + 17) / 25804480;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = B * SQRT2 * (-75 * B2 + 80 * B - 16) / 480;
      workspace[1] = (-1080 * B3 + 868 * B2 - 90 * B - 45) / 9216;
      workspace[2] = B * SQRT2 * (-1190 * B2 + 84 * B + 373) / 53760;
      workspace[3] = (-2240 * B3 - 2508 * B2 + 2100 * B - 165) / 368640;
      workspace[4] = 0;
      workspace[5] = 0;
      workspace[6] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / a);
      eta2 = eta * eta;
      c = -exp(-eta2 / 2);
      if (eta2 === 0) {
        return 0.5;
      }
      return (1 + eta * sqrt((1 + c) / eta2)) / 2;
    }
    module.exports = temme1;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js
var require_root_finder = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/root_finder.js"(exports, module) {
    "use strict";
    var ln = require_lib97();
    var MAX_VALUE = require_lib77();
    var BIG = MAX_VALUE / 4;
    function temmeRootFinder(t, a) {
      return roots;
      function roots(x) {
        var f1;
        var f;
        var y;
        y = 1 - x;
        if (y === 0) {
          return [-BIG, -BIG];
        }
        if (x === 0) {
          return [-BIG, -BIG];
        }
        f = ln(x) + a * ln(y) + t;
        f1 = 1 / x - a / y;
        return [f, f1];
      }
    }
    module.exports = temmeRootFinder;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/main.js
var require_main87 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    function signum(x) {
      if (x === 0 || isnan(x)) {
        return x;
      }
      return x < 0 ? -1 : 1;
    }
    module.exports = signum;
  }
});

// node_modules/@stdlib/math-base-special-signum/lib/index.js
var require_lib126 = __commonJS({
  "node_modules/@stdlib/math-base-special-signum/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main87();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js
var require_newton_raphson = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/newton_raphson.js"(exports, module) {
    "use strict";
    var sign = require_lib126();
    var abs = require_lib44();
    var ldexp = require_lib59();
    var MAX_VALUE = require_lib77();
    function newtonRaphsonIterate(fun, guess, min, max, digits, maxIter) {
      var f0last;
      var delta1;
      var delta2;
      var factor;
      var result;
      var count;
      var delta;
      var res;
      var f0;
      var f1;
      f0 = 0;
      f0last = 0;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = MAX_VALUE;
      delta1 = MAX_VALUE;
      delta2 = MAX_VALUE;
      count = maxIter;
      do {
        f0last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0last === 0) {
            if (result === min) {
              guess = max;
            } else {
              guess = min;
            }
            f0last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - min) / 2;
            } else {
              delta = (result - max) / 2;
            }
          } else if (delta < 0) {
            delta = (result - max) / 2;
          } else {
            delta = (result - min) / 2;
          }
        } else {
          delta = f0 / f1;
        }
        if (abs(delta * 2) > abs(delta2)) {
          delta = delta > 0 ? (result - min) / 2 : (result - max) / 2;
        }
        guess = result;
        result -= delta;
        if (result <= min) {
          delta = 0.5 * (guess - min);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        } else if (result >= max) {
          delta = 0.5 * (guess - max);
          result = guess - delta;
          if (result === min || result === max) {
            break;
          }
        }
        if (delta > 0) {
          max = guess;
        } else {
          min = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = newtonRaphsonIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js
var require_polyval_co1 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1;
      }
      return -1 + x * (-5 + x * 5);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js
var require_polyval_co2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js
var require_polyval_co3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co3.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (-2 + x * (33 + x * (-62 + x * 31)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js
var require_polyval_co4 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co4.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 25;
      }
      return 25 + x * (-52 + x * (-17 + x * (88 + x * (-115 + x * 46))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js
var require_polyval_co5 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co5.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 7;
      }
      return 7 + x * (12 + x * (-78 + x * 52));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js
var require_polyval_co6 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co6.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -7;
      }
      return -7 + x * (2 + x * (183 + x * (-370 + x * 185)));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js
var require_polyval_co7 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co7.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -533;
      }
      return -533 + x * (776 + x * (-1835 + x * (10240 + x * (-13525 + x * 5410))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js
var require_polyval_co8 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co8.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return -1579;
      }
      return -1579 + x * (3747 + x * (-3372 + x * (-15821 + x * (45588 + x * (-45213 + x * 15071)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js
var require_polyval_co9 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co9.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 449;
      }
      return 449 + x * (-1259 + x * (-769 + x * (6686 + x * (-9260 + x * 3704))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js
var require_polyval_co10 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co10.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 63149;
      }
      return 63149 + x * (-151557 + x * (140052 + x * (-727469 + x * (2239932 + x * (-2251437 + x * 750479)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js
var require_polyval_co11 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co11.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 29233;
      }
      return 29233 + x * (-78755 + x * (105222 + x * (146879 + x * (-1602610 + x * (3195183 + x * (-2554139 + x * 729754))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js
var require_polyval_co12 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co12.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (-13 + x * 13);
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js
var require_polyval_co13 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/polyval_co13.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (21 + x * (-69 + x * 46));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js
var require_temme2 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme2.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib7();
    var erfcinv = require_lib123();
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var sqrt = require_lib41();
    var sin = require_lib88();
    var cos = require_lib98();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    var polyval1 = require_polyval_co1();
    var polyval2 = require_polyval_co2();
    var polyval3 = require_polyval_co3();
    var polyval4 = require_polyval_co4();
    var polyval5 = require_polyval_co5();
    var polyval6 = require_polyval_co6();
    var polyval7 = require_polyval_co7();
    var polyval8 = require_polyval_co8();
    var polyval9 = require_polyval_co9();
    var polyval10 = require_polyval_co10();
    var polyval11 = require_polyval_co11();
    var polyval12 = require_polyval_co12();
    var polyval13 = require_polyval_co13();
    var workspace = [0, 0, 0, 0, 0, 0];
    var terms = [0, 0, 0, 0];
    function temme2(z, r, theta) {
      var upper;
      var lower;
      var alpha;
      var roots;
      var eta0;
      var eta;
      var sc7;
      var sc6;
      var sc5;
      var sc4;
      var sc3;
      var sc2;
      var sc;
      var lu;
      var s2;
      var c2;
      var c;
      var s;
      var u;
      var x;
      eta0 = erfcinv(2 * z) / -sqrt(r / 2);
      s = sin(theta);
      c = cos(theta);
      terms[0] = eta0;
      s2 = s * s;
      c2 = c * c;
      sc = s * c;
      sc2 = sc * sc;
      sc3 = sc2 * sc;
      sc4 = sc2 * sc2;
      sc5 = sc2 * sc3;
      sc6 = sc3 * sc3;
      sc7 = sc4 * sc3;
      workspace[0] = (2 * s2 - 1) / (3 * sc);
      workspace[1] = -polyval1(s2) / (36 * sc2);
      workspace[2] = polyval2(s2) / (1620 * sc3);
      workspace[3] = polyval3(s2) / (6480 * sc4);
      workspace[4] = polyval4(s2) / (90720 * sc5);
      workspace[5] = 0;
      terms[1] = evalpoly(workspace, eta0);
      workspace[0] = -polyval5(s2) / (405 * sc3);
      workspace[1] = polyval6(s2) / (2592 * sc4);
      workspace[2] = -polyval7(s2) / (204120 * sc5);
      workspace[3] = -polyval8(s2) / (2099520 * sc6);
      workspace[4] = 0;
      workspace[5] = 0;
      terms[2] = evalpoly(workspace, eta0);
      workspace[0] = polyval9(s2) / (102060 * sc5);
      workspace[1] = -polyval10(s2) / (20995200 * sc6);
      workspace[2] = polyval11(s2) / (36741600 * sc7);
      workspace[3] = 0;
      workspace[4] = 0;
      workspace[5] = 0;
      terms[3] = evalpoly(workspace, eta0);
      eta = evalpoly(terms, 1 / r);
      alpha = c / s;
      alpha *= alpha;
      lu = -(eta * eta) / (2 * s2) + ln(s2) + c2 * ln(c2) / s2;
      if (abs(eta) < 0.7) {
        workspace[0] = s2;
        workspace[1] = sc;
        workspace[2] = (1 - 2 * s2) / 3;
        workspace[3] = polyval12(s2) / (36 * sc);
        workspace[4] = polyval13(s2) / (270 * sc2);
        workspace[5] = 0;
        x = evalpoly(workspace, eta);
      } else {
        u = exp(lu);
        workspace[0] = u;
        workspace[1] = alpha;
        workspace[2] = 0;
        workspace[3] = 3 * alpha * (3 * alpha + 1) / 6;
        workspace[4] = 4 * alpha * (4 * alpha + 1) * (4 * alpha + 2) / 24;
        workspace[5] = 5 * alpha * (5 * alpha + 1) * (5 * alpha + 2) * (5 * alpha + 3) / 120;
        x = evalpoly(workspace, u);
        if ((x - s2) * eta < 0) {
          x = 1 - x;
        }
      }
      if (eta < 0) {
        lower = 0;
        upper = s2;
      } else {
        lower = s2;
        upper = 1;
      }
      if (x < lower || x > upper) {
        x = (lower + upper) / 2;
      }
      roots = temmeRootFinder(-lu, alpha);
      x = newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
      return x;
    }
    module.exports = temme2;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/ms/index.js
var require_ms = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/ms/index.js"(exports, module) {
    var s = 1e3;
    var m = s * 60;
    var h = m * 60;
    var d = h * 24;
    var y = d * 365.25;
    module.exports = function(val, options) {
      options = options || {};
      var type = typeof val;
      if (type === "string" && val.length > 0) {
        return parse29(val);
      } else if (type === "number" && isNaN(val) === false) {
        return options.long ? fmtLong(val) : fmtShort(val);
      }
      throw new Error(
        "val is not a non-empty string or a valid number. val=" + JSON.stringify(val)
      );
    };
    function parse29(str) {
      str = String(str);
      if (str.length > 100) {
        return;
      }
      var match = /^((?:\d+)?\.?\d+) *(milliseconds?|msecs?|ms|seconds?|secs?|s|minutes?|mins?|m|hours?|hrs?|h|days?|d|years?|yrs?|y)?$/i.exec(
        str
      );
      if (!match) {
        return;
      }
      var n = parseFloat(match[1]);
      var type = (match[2] || "ms").toLowerCase();
      switch (type) {
        case "years":
        case "year":
        case "yrs":
        case "yr":
        case "y":
          return n * y;
        case "days":
        case "day":
        case "d":
          return n * d;
        case "hours":
        case "hour":
        case "hrs":
        case "hr":
        case "h":
          return n * h;
        case "minutes":
        case "minute":
        case "mins":
        case "min":
        case "m":
          return n * m;
        case "seconds":
        case "second":
        case "secs":
        case "sec":
        case "s":
          return n * s;
        case "milliseconds":
        case "millisecond":
        case "msecs":
        case "msec":
        case "ms":
          return n;
        default:
          return void 0;
      }
    }
    function fmtShort(ms) {
      if (ms >= d) {
        return Math.round(ms / d) + "d";
      }
      if (ms >= h) {
        return Math.round(ms / h) + "h";
      }
      if (ms >= m) {
        return Math.round(ms / m) + "m";
      }
      if (ms >= s) {
        return Math.round(ms / s) + "s";
      }
      return ms + "ms";
    }
    function fmtLong(ms) {
      return plural(ms, d, "day") || plural(ms, h, "hour") || plural(ms, m, "minute") || plural(ms, s, "second") || ms + " ms";
    }
    function plural(ms, n, name) {
      if (ms < n) {
        return;
      }
      if (ms < n * 1.5) {
        return Math.floor(ms / n) + " " + name;
      }
      return Math.ceil(ms / n) + " " + name + "s";
    }
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/debug.js
var require_debug = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/debug.js"(exports, module) {
    exports = module.exports = createDebug.debug = createDebug["default"] = createDebug;
    exports.coerce = coerce;
    exports.disable = disable;
    exports.enable = enable;
    exports.enabled = enabled;
    exports.humanize = require_ms();
    exports.names = [];
    exports.skips = [];
    exports.formatters = {};
    var prevTime;
    function selectColor(namespace) {
      var hash = 0, i;
      for (i in namespace) {
        hash = (hash << 5) - hash + namespace.charCodeAt(i);
        hash |= 0;
      }
      return exports.colors[Math.abs(hash) % exports.colors.length];
    }
    function createDebug(namespace) {
      function debug() {
        if (!debug.enabled) return;
        var self = debug;
        var curr = +/* @__PURE__ */ new Date();
        var ms = curr - (prevTime || curr);
        self.diff = ms;
        self.prev = prevTime;
        self.curr = curr;
        prevTime = curr;
        var args = new Array(arguments.length);
        for (var i = 0; i < args.length; i++) {
          args[i] = arguments[i];
        }
        args[0] = exports.coerce(args[0]);
        if ("string" !== typeof args[0]) {
          args.unshift("%O");
        }
        var index = 0;
        args[0] = args[0].replace(/%([a-zA-Z%])/g, function(match, format2) {
          if (match === "%%") return match;
          index++;
          var formatter = exports.formatters[format2];
          if ("function" === typeof formatter) {
            var val = args[index];
            match = formatter.call(self, val);
            args.splice(index, 1);
            index--;
          }
          return match;
        });
        exports.formatArgs.call(self, args);
        var logFn = debug.log || exports.log || console.log.bind(console);
        logFn.apply(self, args);
      }
      debug.namespace = namespace;
      debug.enabled = exports.enabled(namespace);
      debug.useColors = exports.useColors();
      debug.color = selectColor(namespace);
      if ("function" === typeof exports.init) {
        exports.init(debug);
      }
      return debug;
    }
    function enable(namespaces) {
      exports.save(namespaces);
      exports.names = [];
      exports.skips = [];
      var split = (typeof namespaces === "string" ? namespaces : "").split(/[\s,]+/);
      var len = split.length;
      for (var i = 0; i < len; i++) {
        if (!split[i]) continue;
        namespaces = split[i].replace(/\*/g, ".*?");
        if (namespaces[0] === "-") {
          exports.skips.push(new RegExp("^" + namespaces.substr(1) + "$"));
        } else {
          exports.names.push(new RegExp("^" + namespaces + "$"));
        }
      }
    }
    function disable() {
      exports.enable("");
    }
    function enabled(name) {
      var i, len;
      for (i = 0, len = exports.skips.length; i < len; i++) {
        if (exports.skips[i].test(name)) {
          return false;
        }
      }
      for (i = 0, len = exports.names.length; i < len; i++) {
        if (exports.names[i].test(name)) {
          return true;
        }
      }
      return false;
    }
    function coerce(val) {
      if (val instanceof Error) return val.stack || val.message;
      return val;
    }
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/browser.js
var require_browser = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/browser.js"(exports, module) {
    exports = module.exports = require_debug();
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.storage = "undefined" != typeof chrome && "undefined" != typeof chrome.storage ? chrome.storage.local : localstorage();
    exports.colors = [
      "lightseagreen",
      "forestgreen",
      "goldenrod",
      "dodgerblue",
      "darkorchid",
      "crimson"
    ];
    function useColors() {
      if (typeof window !== "undefined" && window.process && window.process.type === "renderer") {
        return true;
      }
      return typeof document !== "undefined" && document.documentElement && document.documentElement.style && document.documentElement.style.WebkitAppearance || // is firebug? http://stackoverflow.com/a/398120/376773
      typeof window !== "undefined" && window.console && (window.console.firebug || window.console.exception && window.console.table) || // is firefox >= v31?
      // https://developer.mozilla.org/en-US/docs/Tools/Web_Console#Styling_messages
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/firefox\/(\d+)/) && parseInt(RegExp.$1, 10) >= 31 || // double check webkit in userAgent just in case we are in a worker
      typeof navigator !== "undefined" && navigator.userAgent && navigator.userAgent.toLowerCase().match(/applewebkit\/(\d+)/);
    }
    exports.formatters.j = function(v) {
      try {
        return JSON.stringify(v);
      } catch (err) {
        return "[UnexpectedJSONParseError]: " + err.message;
      }
    };
    function formatArgs(args) {
      var useColors2 = this.useColors;
      args[0] = (useColors2 ? "%c" : "") + this.namespace + (useColors2 ? " %c" : " ") + args[0] + (useColors2 ? "%c " : " ") + "+" + exports.humanize(this.diff);
      if (!useColors2) return;
      var c = "color: " + this.color;
      args.splice(1, 0, c, "color: inherit");
      var index = 0;
      var lastC = 0;
      args[0].replace(/%[a-zA-Z%]/g, function(match) {
        if ("%%" === match) return;
        index++;
        if ("%c" === match) {
          lastC = index;
        }
      });
      args.splice(lastC, 0, c);
    }
    function log() {
      return "object" === typeof console && console.log && Function.prototype.apply.call(console.log, console, arguments);
    }
    function save(namespaces) {
      try {
        if (null == namespaces) {
          exports.storage.removeItem("debug");
        } else {
          exports.storage.debug = namespaces;
        }
      } catch (e) {
      }
    }
    function load() {
      var r;
      try {
        r = exports.storage.debug;
      } catch (e) {
      }
      if (!r && typeof process !== "undefined" && "env" in process) {
        r = process.env.DEBUG;
      }
      return r;
    }
    exports.enable(load());
    function localstorage() {
      try {
        return window.localStorage;
      } catch (e) {
      }
    }
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/node.js
var require_node = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/node.js"(exports, module) {
    var tty = __require("tty");
    var util = __require("util");
    exports = module.exports = require_debug();
    exports.init = init;
    exports.log = log;
    exports.formatArgs = formatArgs;
    exports.save = save;
    exports.load = load;
    exports.useColors = useColors;
    exports.colors = [6, 2, 3, 4, 5, 1];
    exports.inspectOpts = Object.keys(process.env).filter(function(key) {
      return /^debug_/i.test(key);
    }).reduce(function(obj, key) {
      var prop = key.substring(6).toLowerCase().replace(/_([a-z])/g, function(_, k) {
        return k.toUpperCase();
      });
      var val = process.env[key];
      if (/^(yes|on|true|enabled)$/i.test(val)) val = true;
      else if (/^(no|off|false|disabled)$/i.test(val)) val = false;
      else if (val === "null") val = null;
      else val = Number(val);
      obj[prop] = val;
      return obj;
    }, {});
    var fd = parseInt(process.env.DEBUG_FD, 10) || 2;
    if (1 !== fd && 2 !== fd) {
      util.deprecate(function() {
      }, "except for stderr(2) and stdout(1), any other usage of DEBUG_FD is deprecated. Override debug.log if you want to use a different log function (https://git.io/debug_fd)")();
    }
    var stream = 1 === fd ? process.stdout : 2 === fd ? process.stderr : createWritableStdioStream(fd);
    function useColors() {
      return "colors" in exports.inspectOpts ? Boolean(exports.inspectOpts.colors) : tty.isatty(fd);
    }
    exports.formatters.o = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts).split("\n").map(function(str) {
        return str.trim();
      }).join(" ");
    };
    exports.formatters.O = function(v) {
      this.inspectOpts.colors = this.useColors;
      return util.inspect(v, this.inspectOpts);
    };
    function formatArgs(args) {
      var name = this.namespace;
      var useColors2 = this.useColors;
      if (useColors2) {
        var c = this.color;
        var prefix = "  \x1B[3" + c + ";1m" + name + " \x1B[0m";
        args[0] = prefix + args[0].split("\n").join("\n" + prefix);
        args.push("\x1B[3" + c + "m+" + exports.humanize(this.diff) + "\x1B[0m");
      } else {
        args[0] = (/* @__PURE__ */ new Date()).toUTCString() + " " + name + " " + args[0];
      }
    }
    function log() {
      return stream.write(util.format.apply(util, arguments) + "\n");
    }
    function save(namespaces) {
      if (null == namespaces) {
        delete process.env.DEBUG;
      } else {
        process.env.DEBUG = namespaces;
      }
    }
    function load() {
      return process.env.DEBUG;
    }
    function createWritableStdioStream(fd2) {
      var stream2;
      var tty_wrap = process.binding("tty_wrap");
      switch (tty_wrap.guessHandleType(fd2)) {
        case "TTY":
          stream2 = new tty.WriteStream(fd2);
          stream2._type = "tty";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        case "FILE":
          var fs = __require("fs");
          stream2 = new fs.SyncWriteStream(fd2, { autoClose: false });
          stream2._type = "fs";
          break;
        case "PIPE":
        case "TCP":
          var net = __require("net");
          stream2 = new net.Socket({
            fd: fd2,
            readable: false,
            writable: true
          });
          stream2.readable = false;
          stream2.read = null;
          stream2._type = "pipe";
          if (stream2._handle && stream2._handle.unref) {
            stream2._handle.unref();
          }
          break;
        default:
          throw new Error("Implement me. Unknown stream file type!");
      }
      stream2.fd = fd2;
      stream2._isStdio = true;
      return stream2;
    }
    function init(debug) {
      debug.inspectOpts = {};
      var keys = Object.keys(exports.inspectOpts);
      for (var i = 0; i < keys.length; i++) {
        debug.inspectOpts[keys[i]] = exports.inspectOpts[keys[i]];
      }
    }
    exports.enable(load());
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/index.js
var require_src = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/node_modules/debug/src/index.js"(exports, module) {
    if (typeof process !== "undefined" && process.type === "renderer") {
      module.exports = require_browser();
    } else {
      module.exports = require_node();
    }
  }
});

// node_modules/@stdlib/constants-float32-max/lib/index.js
var require_lib127 = __commonJS({
  "node_modules/@stdlib/constants-float32-max/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT32_MAX = 34028234663852886e22;
    module.exports = FLOAT32_MAX;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js
var require_higher_newton = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/higher_newton.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var gammainc = require_lib115();
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var MAX_FLOAT32 = require_lib127();
    var debug = logger("gammaincinv:higher_newton");
    function higherNewton(x0, a, m, p, q, lgama, invfp, pcase) {
      var dlnr;
      var xini;
      var ck0;
      var ck1;
      var ck2;
      var a2;
      var x2;
      var px;
      var qx;
      var xr;
      var t;
      var n;
      var r;
      var x;
      x = x0;
      t = 1;
      n = 1;
      a2 = a * a;
      xini = x0;
      do {
        x = x0;
        x2 = x * x;
        if (m === 0) {
          dlnr = (1 - a) * ln(x) + x + lgama;
          if (dlnr > ln(MAX_FLOAT32)) {
            debug("Warning: overflow problems in one or more steps of the computation. The initial approximation to the root is returned.");
            return xini;
          }
          r = exp(dlnr);
        } else {
          r = -invfp * x;
        }
        if (pcase) {
          px = gammainc(x, a, true, false);
          ck0 = -r * (px - p);
        } else {
          qx = gammainc(x, a, true, true);
          ck0 = r * (qx - q);
        }
        r = ck0;
        if (p > 1e-120 || n > 1) {
          ck1 = 0.5 * (x - a + 1) / x;
          ck2 = (2 * x2 - 4 * x * a + 4 * x + 2 * a2 - 3 * a + 1) / x2;
          ck2 /= 6;
          x0 = x + r * (1 + r * (ck1 + r * ck2));
        } else {
          x0 = x + r;
        }
        t = abs(x / x0 - 1);
        n += 1;
        x = x0;
        if (x < 0) {
          x = xini;
          n = 100;
        }
      } while (t > 2e-14 && n < 35);
      if (t > 2e-14 || n > 99) {
        debug("Warning: the number of iterations in the Newton method reached the upper limit N=35. The last value obtained for the root is given as output.");
      }
      xr = x || 0;
      return xr;
    }
    module.exports = higherNewton;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js
var require_polyval_ak1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak1.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0;
      }
      return 0 + x * (1 + x * (1 + x * (1.5 + x * (2.6666666666666665 + x * (5.208333333333333 + x * 10.8)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js
var require_polyval_ak2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_ak2.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 1;
      }
      return 1 + x * (1 + x * (0.3333333333333333 + x * (0.027777777777777776 + x * (-0.003703703703703704 + x * (2314814814814815e-19 + x * 5878894767783657e-20)))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js
var require_lambdaeta = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/lambdaeta.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var exp = require_lib60();
    var ln = require_lib97();
    var evalpoly = require_lib7();
    var polyvalAK1 = require_polyval_ak1();
    var polyvalAK2 = require_polyval_ak2();
    var THRESHOLD = 1e-8;
    var ONEO12 = 0.08333333333333333;
    var ONEO120 = 0.008333333333333333;
    var AK = [1, 0, 0, 0, 0, 0];
    function lambdaeta(eta) {
      var L2;
      var L3;
      var L4;
      var L5;
      var la;
      var L;
      var q;
      var r;
      var s;
      s = eta * eta * 0.5;
      if (eta === 0) {
        la = 0;
      } else if (eta < -1) {
        r = exp(-1 - s);
        la = polyvalAK1(r);
      } else if (eta < 1) {
        r = eta;
        la = polyvalAK2(r);
      } else {
        r = 11 + s;
        L = ln(r);
        la = r + L;
        r = 1 / r;
        L2 = L * L;
        L3 = L2 * L;
        L4 = L3 * L;
        L5 = L4 * L;
        AK[1] = (2 - L) * 0.5;
        AK[2] = (-9 * L + 6 + 2 * L2) / 6;
        AK[3] = -(3 * L3 + 36 * L - 22 * L2 - 12) * ONEO12;
        AK[4] = (60 + 350 * L2 - 300 * L - 125 * L3 + 12 * L4) / 60;
        AK[5] = -(-120 - 274 * L4 + 900 * L - 1700 * L2 + 1125 * L3 + 20 * L5) * ONEO120;
        la += L * r * evalpoly(AK, r);
      }
      r = 1;
      if (eta > -3.5 && eta < -0.03 || eta > 0.03 && eta < 40) {
        r = 1;
        q = la;
        do {
          la = q * (s + ln(q)) / (q - 1);
          r = abs(q / la - 1);
          q = la;
        } while (r > THRESHOLD);
      }
      return la;
    }
    module.exports = lambdaeta;
  }
});

// node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js
var require_lib128 = __commonJS({
  "node_modules/@stdlib/constants-float64-ln-sqrt-two-pi/lib/index.js"(exports, module) {
    "use strict";
    var LN_SQRT_TWO_PI = 0.9189385332046728;
    module.exports = LN_SQRT_TWO_PI;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js
var require_chepolsum = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/chepolsum.js"(exports, module) {
    "use strict";
    var A = [
      1.9963790515900766,
      -0.0017971032528832887,
      13129285796384672e-21,
      -2340875228178749e-22,
      72291210671127e-22,
      -3280997607821e-22,
      19875070901e-21,
      -1509214183e-21,
      1375340084e-22,
      -145728923e-22,
      17532367e-22,
      -2351465e-22,
      346551e-22,
      -55471e-22,
      9548e-22,
      -1748e-22,
      332e-22,
      -58e-22
    ];
    function chepolsum(n, t) {
      var tt;
      var u0;
      var u1;
      var u2;
      var k;
      u0 = 0;
      u1 = 0;
      tt = t + t;
      k = n;
      do {
        u2 = u1;
        u1 = u0;
        u0 = tt * u1 - u2 + A[k];
        k -= 1;
      } while (k >= 0);
      return (u0 - u2) / 2;
    }
    module.exports = chepolsum;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js
var require_polyval_c = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_c.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.025721014990011306;
      }
      return 0.025721014990011306 + x * (0.08247596616699963 + x * (-0.0025328157302663564 + x * (6099292666946337e-19 + x * (-33543297638406e-17 + x * 250505279903e-15))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js
var require_polyval_d = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/polyval_d.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333333;
      }
      return 0.08333333333333333 + x * (-0.002777777777777778 + x * (7936507936507937e-19 + x * -5952380952380953e-19));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js
var require_stirling = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/stirling.js"(exports, module) {
    "use strict";
    var gammaln = require_lib100();
    var ln = require_lib97();
    var LN_SQRT_TWO_PI = require_lib128();
    var SMALLEST_FLOAT32 = require_lib113();
    var MAX_FLOAT32 = require_lib127();
    var chepolsum = require_chepolsum();
    var polyvalC = require_polyval_c();
    var polyvalD = require_polyval_d();
    var C6 = 0.30865217988013566;
    function stirling(x) {
      var z;
      if (x < SMALLEST_FLOAT32) {
        return MAX_FLOAT32;
      }
      if (x < 1) {
        return gammaln(x + 1) - (x + 0.5) * ln(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 2) {
        return gammaln(x) - (x - 0.5) * ln(x) + x - LN_SQRT_TWO_PI;
      }
      if (x < 3) {
        return gammaln(x - 1) - (x - 0.5) * ln(x) + x - LN_SQRT_TWO_PI + ln(x - 1);
      }
      if (x < 12) {
        z = 18 / (x * x) - 1;
        return chepolsum(17, z) / (12 * x);
      }
      z = 1 / (x * x);
      if (x < 1e3) {
        return polyvalC(z) / (C6 + z) / x;
      }
      return polyvalD(z) / x;
    }
    module.exports = stirling;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js
var require_gamstar = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/gamstar.js"(exports, module) {
    "use strict";
    var exp = require_lib60();
    var gamma = require_lib91();
    var ln = require_lib97();
    var FLOAT32_MAX = require_lib127();
    var SQRT_TWO_PI = require_lib89();
    var stirling = require_stirling();
    function gamstar(x) {
      if (x >= 3) {
        return exp(stirling(x));
      }
      if (x > 0) {
        return gamma(x) / (exp(-x + (x - 0.5) * ln(x)) * SQRT_TWO_PI);
      }
      return FLOAT32_MAX;
    }
    module.exports = gamstar;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js
var require_rational_ak0bk0 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak0bk0.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.3333333333438;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.3333333333438 + x * (-0.2070740359969 + x * (-0.05041806657154 + x * (-0.004923635739372 + x * -4293658292782e-17)));
        s2 = 1 + x * (0.7045554412463 + x * (0.2118190062224 + x * (0.03048648397436 + x * 0.001605037988091)));
      } else {
        x = 1 / x;
        s1 = -4293658292782e-17 + x * (-0.004923635739372 + x * (-0.05041806657154 + x * (-0.2070740359969 + x * -0.3333333333438)));
        s2 = 0.001605037988091 + x * (0.03048648397436 + x * (0.2118190062224 + x * (0.7045554412463 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js
var require_eps1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps1.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var ln = require_lib97();
    var lambdaeta = require_lambdaeta();
    var rateval = require_rational_ak0bk0();
    function eps1(eta) {
      var la;
      if (abs(eta) < 1) {
        return rateval(eta);
      }
      la = lambdaeta(eta);
      return ln(eta / (la - 1)) / eta;
    }
    module.exports = eps1;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js
var require_rational_ak1bk1 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak1bk1.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0172847633523;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172847633523 + x * (-0.0159372646475 + x * (-0.00464910887221 + x * (-60683488776e-14 + x * -614830384279e-17)));
        s2 = 1 + x * (0.764050615669 + x * (0.297143406325 + x * (0.0579490176079 + x * 0.00574558524851)));
      } else {
        x = 1 / x;
        s1 = -614830384279e-17 + x * (-60683488776e-14 + x * (-0.00464910887221 + x * (-0.0159372646475 + x * -0.0172847633523)));
        s2 = 0.00574558524851 + x * (0.0579490176079 + x * (0.297143406325 + x * (0.764050615669 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js
var require_rational_ak2bk2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak2bk2.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0172839517431;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0172839517431 + x * (-0.0146362417966 + x * (-0.00357406772616 + x * (-391032032692e-15 + x * 249634036069e-17)));
        s2 = 1 + x * (0.690560400696 + x * (0.249962384741 + x * (0.0443843438769 + x * 0.00424073217211)));
      } else {
        x = 1 / x;
        s1 = 249634036069e-17 + x * (-391032032692e-15 + x * (-0.00357406772616 + x * (-0.0146362417966 + x * -0.0172839517431)));
        s2 = 0.00424073217211 + x * (0.0443843438769 + x * (0.249962384741 + x * (0.690560400696 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js
var require_rational_ak3bk3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak3bk3.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.99994466948;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.99994466948 + x * (104.649839762 + x * (857.204033806 + x * (731.901559577 + x * 45.5174411671)));
        s2 = 1 + x * (104.526456943 + x * (823.313447808 + x * (3119.93802124 + x * 3970.03311219)));
      } else {
        x = 1 / x;
        s1 = 45.5174411671 + x * (731.901559577 + x * (857.204033806 + x * (104.649839762 + x * 0.99994466948)));
        s2 = 3970.03311219 + x * (3119.93802124 + x * (823.313447808 + x * (104.526456943 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js
var require_eps2 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps2.js"(exports, module) {
    "use strict";
    var ln = require_lib97();
    var rateval1 = require_rational_ak1bk1();
    var rateval2 = require_rational_ak2bk2();
    var rateval3 = require_rational_ak3bk3();
    function eps2(eta) {
      var lnmeta;
      var x;
      if (eta < -5) {
        x = eta * eta;
        lnmeta = ln(-eta);
        return (12 - x - 6 * (lnmeta * lnmeta)) / (12 * x * eta);
      }
      if (eta < -2) {
        return rateval1(eta);
      }
      if (eta < 2) {
        return rateval2(eta);
      }
      if (eta < 1e3) {
        x = 1 / eta;
        return rateval3(eta) / (-12 * eta);
      }
      return -1 / (12 * eta);
    }
    module.exports = eps2;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js
var require_rational_ak4bk4 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak4bk4.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.0495346498136;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.0495346498136 + x * (0.0299521337141 + x * (0.00688296911516 + x * (512634846317e-15 + x * -201411722031e-16)));
        s2 = 1 + x * (0.759803615283 + x * (0.261547111595 + x * (0.0464854522477 + x * 0.00403751193496)));
      } else {
        x = 1 / x;
        s1 = -201411722031e-16 + x * (512634846317e-15 + x * (0.00688296911516 + x * (0.0299521337141 + x * 0.0495346498136)));
        s2 = 0.00403751193496 + x * (0.0464854522477 + x * (0.261547111595 + x * (0.759803615283 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js
var require_rational_ak5bk5 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak5bk5.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.00452313583942;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00452313583942 + x * (0.00120744920113 + x * (-789724156582e-16 + x * (-504476066942e-16 + x * -535770949796e-17)));
        s2 = 1 + x * (0.912203410349 + x * (0.405368773071 + x * (0.0901638932349 + x * 0.00948935714996)));
      } else {
        x = 1 / x;
        s1 = -535770949796e-17 + x * (-504476066942e-16 + x * (-789724156582e-16 + x * (0.00120744920113 + x * 0.00452313583942)));
        s2 = 0.00948935714996 + x * (0.0901638932349 + x * (0.405368773071 + x * (0.912203410349 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js
var require_rational_ak6bk6 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak6bk6.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.00439937562904;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.00439937562904 + x * (487225670639e-15 + x * (-128470657374e-15 + x * (529110969589e-17 + x * 15716677175e-17)));
        s2 = 1 + x * (0.794435257415 + x * (0.333094721709 + x * (0.0703527806143 + x * 0.00806110846078)));
      } else {
        x = 1 / x;
        s1 = 15716677175e-17 + x * (529110969589e-17 + x * (-128470657374e-15 + x * (487225670639e-15 + x * 0.00439937562904)));
        s2 = 0.00806110846078 + x * (0.0703527806143 + x * (0.333094721709 + x * (0.794435257415 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js
var require_rational_ak7bk7 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak7bk7.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.0011481191232;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.0011481191232 + x * (-0.112850923276 + x * (1.51623048511 + x * (-0.218472031183 + x * 0.0730002451555)));
        s2 = 1 + x * (14.2482206905 + x * (69.7360396285 + x * (218.938950816 + x * 277.067027185)));
      } else {
        x = 1 / x;
        s1 = 0.0730002451555 + x * (-0.218472031183 + x * (1.51623048511 + x * (-0.112850923276 + x * -0.0011481191232)));
        s2 = 277.067027185 + x * (218.938950816 + x * (69.7360396285 + x * (14.2482206905 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js
var require_rational_ak8bk8 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/rational_ak8bk8.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -145727889667e-15;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -145727889667e-15 + x * (-0.290806748131 + x * (-13.308504545 + x * (199.722374056 + x * -11.4311378756)));
        s2 = 1 + x * (139.612587808 + x * (2189.01116348 + x * (7115.24019009 + x * 45574.6081453)));
      } else {
        x = 1 / x;
        s1 = -11.4311378756 + x * (199.722374056 + x * (-13.308504545 + x * (-0.290806748131 + x * -145727889667e-15)));
        s2 = 45574.6081453 + x * (7115.24019009 + x * (2189.01116348 + x * (139.612587808 + x * 1)));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js
var require_eps3 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/eps3.js"(exports, module) {
    "use strict";
    var ln = require_lib97();
    var rational1 = require_rational_ak4bk4();
    var rational2 = require_rational_ak5bk5();
    var rational3 = require_rational_ak6bk6();
    var rational4 = require_rational_ak7bk7();
    var rational5 = require_rational_ak8bk8();
    function eps3(eta) {
      var x;
      var y;
      if (eta < -8) {
        x = eta * eta;
        y = ln(-eta) / eta;
        return (-30 + eta * y * (6 * x * y * y - 12 + x)) / (12 * eta * x * x);
      }
      if (eta < -4) {
        return rational1(eta) / (eta * eta);
      }
      if (eta < -2) {
        return rational2(eta);
      }
      if (eta < 2) {
        return rational3(eta);
      }
      if (eta < 10) {
        x = 1 / eta;
        return rational4(x) / (eta * eta);
      }
      if (eta < 100) {
        x = 1 / eta;
        return rational5(x) / (eta * eta);
      }
      return -ln(eta) / (12 * eta * eta * eta);
    }
    module.exports = eps3;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js
var require_compute = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/compute.js"(exports, module) {
    "use strict";
    var logger = require_src();
    var evalpoly = require_lib7();
    var gammaln = require_lib100();
    var erfcinv = require_lib123();
    var gamma = require_lib91();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var min = require_lib76();
    var pow = require_lib69();
    var ln = require_lib97();
    var SQRT_TWO_PI = require_lib89();
    var MAX_FLOAT32 = require_lib127();
    var TWO_PI = require_lib109();
    var higherNewton = require_higher_newton();
    var lambdaeta = require_lambdaeta();
    var gamstar = require_gamstar();
    var eps1 = require_eps1();
    var eps2 = require_eps2();
    var eps3 = require_eps3();
    var debug = logger("gammaincinv:compute");
    var HALF = 0.5;
    var ONEO3 = 0.3333333333333333;
    var ONEO4 = 0.25;
    var ONEO5 = 0.2;
    var ONEO6 = 0.16666666666666666;
    var ONEO12 = 0.08333333333333333;
    var ONEO24 = 0.041666666666666664;
    var CK = [0, 0, 0, 0, 0];
    function compute(a, p, q) {
      var ap1inv;
      var invfp;
      var lgama;
      var pcase;
      var porq;
      var ainv;
      var logr;
      var ap22;
      var ap14;
      var ap13;
      var ap12;
      var vgam;
      var vmin;
      var xini;
      var ap1;
      var ap2;
      var ap3;
      var eta;
      var p6;
      var p5;
      var x0;
      var a2;
      var L2;
      var L3;
      var L4;
      var b2;
      var b3;
      var p3;
      var a4;
      var fp;
      var p4;
      var p2;
      var a3;
      var xr;
      var ck;
      var b;
      var L;
      var i;
      var k;
      var m;
      var r;
      var s;
      var t;
      var y;
      if (p < HALF) {
        pcase = true;
        porq = p;
        s = -1;
      } else {
        pcase = false;
        porq = q;
        s = 1;
      }
      k = 0;
      if (abs(a - 1) < 1e-4) {
        m = 0;
        if (pcase) {
          if (p < 1e-3) {
            p2 = p * p;
            p3 = p2 * p;
            p4 = p3 * p;
            p5 = p4 * p;
            p6 = p5 * p;
            x0 = p + p2 * HALF + p3 * ONEO3 + p4 * ONEO4 + p5 * ONEO5 + p6 * ONEO6;
          } else {
            x0 = -ln(1 - p);
          }
        } else {
          x0 = -ln(q);
        }
        if (a === 1) {
          k = 2;
          xr = x0;
        } else {
          lgama = gammaln(a);
          k = 1;
        }
      }
      if (q < 1e-30 && a < HALF) {
        m = 0;
        x0 = -ln(q * gamma(a)) + (a - 1) * ln(-ln(q * gamma(a)));
        k = 1;
        lgama = gammaln(a);
      }
      if (a > 1 && a < 500 && p < 1e-80) {
        m = 0;
        ainv = 1 / a;
        ap1inv = 1 / (a + 1);
        x0 = (gammaln(a + 1) + ln(p)) * ainv;
        x0 = exp(x0);
        xini = x0;
        for (i = 0; i < 10; i++) {
          x0 = xini * exp(x0 * ainv) * pow(1 - x0 * ap1inv, ainv);
        }
        k = 1;
        lgama = gammaln(a);
      }
      logr = 1 / a * (ln(p) + gammaln(a + 1));
      if (logr < ln(ONEO5 * (1 + a)) && k === 0) {
        r = exp(logr);
        m = 0;
        a2 = a * a;
        a3 = a2 * a;
        a4 = a3 * a;
        ap1 = a + 1;
        ap12 = ap1 * ap1;
        ap13 = ap1 * ap12;
        ap14 = ap12 * ap12;
        ap2 = a + 2;
        ap22 = ap2 * ap2;
        ap3 = a + 3;
        CK[0] = 1;
        CK[1] = 1 / ap1;
        CK[2] = HALF * (3 * a + 5) / (ap12 * ap2);
        CK[3] = ONEO3 * (31 + 8 * a2 + 33 * a) / (ap13 * ap2 * ap3);
        CK[4] = ONEO24 * (2888 + 1179 * a3 + 125 * a4 + 3971 * a2 + 5661 * a) / (ap14 * ap22 * ap3 * (a + 4));
        x0 = r * evalpoly(CK, r);
        lgama = gammaln(a);
        k = 1;
      }
      if (a < 10 && k === 0) {
        vgam = sqrt(a) / (gamstar(a) * SQRT_TWO_PI);
        vmin = min(0.02, vgam);
        if (q < vmin) {
          m = 0;
          b = 1 - a;
          b2 = b * b;
          b3 = b2 * b;
          eta = sqrt(-2 / a * ln(q / vgam));
          x0 = a * lambdaeta(eta);
          L = ln(x0);
          if (x0 > 5) {
            L2 = L * L;
            L3 = L2 * L;
            L4 = L3 * L;
            r = 1 / x0;
            CK[0] = L - 1;
            CK[1] = (3 * b - 2 * b * L + L2 - 2 * L + 2) * HALF;
            CK[2] = (24 * b * L - 11 * b2 - 24 * b - 6 * L2 + 12 * L - 12 - 9 * b * L2 + 6 * b2 * L + 2 * L3) * ONEO6;
            CK[3] = (-12 * b3 * L + 8.04 * b * L2 - 114 * b2 * L + (72 + 36 * L2) + (3 * L4 - 72 * L + 162) * (b - 168 * b * L) - (12 * L3 + 25 * b3) - (22 * b * L3 + 36 * b2 * L2 + 120 * b2)) * ONEO12;
            CK[4] = 0;
            x0 = x0 - L + b * r * evalpoly(CK, r);
          } else {
            r = 1 / x0;
            L2 = L * L;
            ck = L - 1;
            t = L - b * r * ck;
            if (t < x0) {
              x0 -= t;
            }
          }
          lgama = gammaln(a);
          k = 1;
        }
      }
      if (abs(porq - HALF) < 1e-5 && k === 0) {
        m = 0;
        ainv = 1 / a;
        x0 = a - ONEO3 + (0.019753086419753086 + 0.007211444248481286 * ainv) * ainv;
        lgama = gammaln(a);
        k = 1;
      }
      if (a < 1 && k === 0) {
        m = 0;
        if (pcase) {
          x0 = exp(1 / a * (ln(porq) + gammaln(a + 1)));
        } else {
          x0 = exp(1 / a * (ln(1 - porq) + gammaln(a + 1)));
        }
        lgama = gammaln(a);
        k = 1;
      }
      if (k === 0) {
        m = 1;
        ainv = 1 / a;
        r = erfcinv(2 * porq);
        eta = s * r / sqrt(a * HALF);
        if (r < MAX_FLOAT32) {
          eta += (eps1(eta) + (eps2(eta) + eps3(eta) * ainv) * ainv) * ainv;
          x0 = a * lambdaeta(eta);
          y = eta;
          fp = -sqrt(a / TWO_PI) * exp(-HALF * a * y * y) / gamstar(a);
          invfp = 1 / fp;
        } else {
          debug("Warning: Overflow problems in one or more steps of the computation.");
          return NaN;
        }
      }
      if (k < 2) {
        xr = higherNewton(x0, a, m, p, q, lgama, invfp, pcase);
      }
      return xr;
    }
    module.exports = compute;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js
var require_main88 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib8();
    var FLOAT32_SMALLEST = require_lib113();
    var PINF = require_lib33();
    var compute = require_compute();
    function gammaincinv(p, a, upper) {
      if (isnan(p) || isnan(a)) {
        return NaN;
      }
      if (a < FLOAT32_SMALLEST) {
        return NaN;
      }
      if (p > 1 || p < 0) {
        return NaN;
      }
      if (upper === true) {
        if (p === 0) {
          return PINF;
        }
        if (p === 1) {
          return 0;
        }
        return compute(a, 1 - p, p);
      }
      if (p === 0) {
        return 0;
      }
      if (p === 1) {
        return PINF;
      }
      return compute(a, p, 1 - p);
    }
    module.exports = gammaincinv;
  }
});

// node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js
var require_lib129 = __commonJS({
  "node_modules/@stdlib/math-base-special-gammaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main88();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js
var require_lib130 = __commonJS({
  "node_modules/@stdlib/constants-float64-smallest-subnormal/lib/index.js"(exports, module) {
    "use strict";
    var FLOAT64_SMALLEST_SUBNORMAL = 5e-324;
    module.exports = FLOAT64_SMALLEST_SUBNORMAL;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js
var require_temme3 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/temme3.js"(exports, module) {
    "use strict";
    var gammaincinv = require_lib129();
    var ln = require_lib97();
    var sqrt = require_lib41();
    var SMALLEST_SUBNORMAL = require_lib130();
    var temmeRootFinder = require_root_finder();
    var newtonRaphsonIterate = require_newton_raphson();
    function temme3(a, b, p, q) {
      var cross;
      var roots;
      var lower;
      var upper;
      var eta0;
      var eta;
      var w10;
      var w12;
      var w13;
      var w14;
      var e1;
      var e2;
      var e3;
      var mu;
      var d2;
      var d3;
      var d4;
      var w2;
      var w3;
      var w4;
      var w5;
      var w6;
      var w7;
      var w8;
      var w9;
      var w1;
      var d;
      var w;
      var u;
      var x;
      if (p < q) {
        eta0 = gammaincinv(p, b, true);
      } else {
        eta0 = gammaincinv(q, b, false);
      }
      eta0 /= a;
      mu = b / a;
      w = sqrt(1 + mu);
      w2 = w * w;
      w3 = w2 * w;
      w4 = w2 * w2;
      w5 = w3 * w2;
      w6 = w3 * w3;
      w7 = w4 * w3;
      w8 = w4 * w4;
      w9 = w5 * w4;
      w10 = w5 * w5;
      d = eta0 - mu;
      d2 = d * d;
      d3 = d2 * d;
      d4 = d2 * d2;
      w1 = w + 1;
      w12 = w1 * w1;
      w13 = w1 * w12;
      w14 = w12 * w12;
      e1 = (w + 2) * (w - 1) / (3 * w);
      e1 += (w3 + 9 * w2 + 21 * w + 5) * d / (36 * w2 * w1);
      e1 -= (w4 - 13 * w3 + 69 * w2 + 167 * w + 46) * d2 / (1620 * w12 * w3);
      e1 -= (7 * w5 + 21 * w4 + 70 * w3 + 26 * w2 - 93 * w - 31) * d3 / (6480 * w13 * w4);
      e1 -= (75 * w6 + 202 * w5 + 188 * w4 - 888 * w3 - 1345 * w2 + 118 * w + 138) * d4 / (272160 * w14 * w5);
      e2 = (28 * w4 + 131 * w3 + 402 * w2 + 581 * w + 208) * (w - 1) / (1620 * w1 * w3);
      e2 -= (35 * w6 - 154 * w5 - 623 * w4 - 1636 * w3 - 3983 * w2 - 3514 * w - 925) * d / (12960 * w12 * w4);
      e2 -= (2132 * w7 + 7915 * w6 + 16821 * w5 + 35066 * w4 + 87490 * w3 + 141183 * w2 + 95993 * w + 21640) * d2 / (816480 * w5 * w13);
      e2 -= (11053 * w8 + 53308 * w7 + 117010 * w6 + 163924 * w5 + 116188 * w4 - 258428 * w3 - 677042 * w2 - 481940 * w - 105497) * d3 / (14696640 * w14 * w6);
      e3 = -((3592 * w7 + 8375 * w6 - 1323 * w5 - 29198 * w4 - 89578 * w3 - 154413 * w2 - 116063 * w - 29632) * (w - 1)) / (816480 * w5 * w12);
      e3 -= (442043 * w9 + 2054169 * w8 + 3803094 * w7 + 3470754 * w6 + 2141568 * w5 - 2393568 * w4 - 19904934 * w3 - 34714674 * w2 - 23128299 * w - 5253353) * d / (146966400 * w6 * w13);
      e3 -= (116932 * w10 + 819281 * w9 + 2378172 * w8 + 4341330 * w7 + 6806004 * w6 + 10622748 * w5 + 18739500 * w4 + 30651894 * w3 + 30869976 * w2 + 15431867 * w + 2919016) * d2 / (146966400 * w14 * w7);
      eta = eta0 + e1 / a + e2 / (a * a) + e3 / (a * a * a);
      if (eta <= 0) {
        eta = SMALLEST_SUBNORMAL;
      }
      u = eta - mu * ln(eta) + (1 + mu) * ln(1 + mu) - mu;
      cross = 1 / (1 + mu);
      lower = eta < mu ? cross : 0;
      upper = eta < mu ? 1 : cross;
      x = (lower + upper) / 2;
      roots = temmeRootFinder(u, mu);
      return newtonRaphsonIterate(roots, x, lower, upper, 32, 100);
    }
    module.exports = temme3;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js
var require_halley_iterate = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/halley_iterate.js"(exports, module) {
    "use strict";
    var abs = require_lib44();
    var ldexp = require_lib59();
    var sign = require_lib126();
    var max = require_lib74();
    var MAX_VALUE = require_lib77();
    function halleyIterate(fun, guess, minimum, maximum, digits, maxIter) {
      var convergence;
      var outOfBounds;
      var delta1;
      var delta2;
      var factor;
      var result;
      var f0Last;
      var count;
      var delta;
      var denom;
      var diff;
      var num;
      var res;
      var f0;
      var f1;
      var f2;
      f0 = 0;
      outOfBounds = false;
      result = guess;
      factor = ldexp(1, 1 - digits);
      delta = max(1e7 * guess, 1e7);
      f0Last = 0;
      delta1 = delta;
      delta2 = delta;
      count = maxIter;
      do {
        f0Last = f0;
        delta2 = delta1;
        delta1 = delta;
        res = fun(result);
        f0 = res[0];
        f1 = res[1];
        f2 = res[2];
        count -= 1;
        if (f0 === 0) {
          break;
        }
        if (f1 === 0) {
          if (f0Last === 0) {
            if (result === minimum) {
              guess = maximum;
            } else {
              guess = minimum;
            }
            f0Last = fun(guess);
            delta = guess - result;
          }
          if (sign(f0Last) * sign(f0) < 0) {
            if (delta < 0) {
              delta = (result - minimum) / 2;
            } else {
              delta = (result - maximum) / 2;
            }
          } else if (delta < 0) {
            delta = (result - maximum) / 2;
          } else {
            delta = (result - minimum) / 2;
          }
        } else if (f2 === 0) {
          delta = f0 / f1;
        } else {
          denom = 2 * f0;
          num = 2 * f1 - f0 * (f2 / f1);
          if (abs(num) < 1 && abs(denom) >= abs(num) * MAX_VALUE) {
            delta = f0 / f1;
          } else {
            delta = denom / num;
          }
          if (delta * f1 / f0 < 0) {
            delta = f0 / f1;
            if (abs(delta) > 2 * abs(guess)) {
              delta = (delta < 0 ? -1 : 1) * 2 * abs(guess);
            }
          }
        }
        convergence = abs(delta / delta2);
        if (convergence > 0.8 && convergence < 2) {
          delta = delta > 0 ? (result - minimum) / 2 : (result - maximum) / 2;
          if (abs(delta) > result) {
            delta = sign(delta) * result;
          }
          delta2 = delta * 3;
        }
        guess = result;
        result -= delta;
        if (result < minimum) {
          if (abs(minimum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(minimum)) {
            diff = 1e3;
          } else {
            diff = result / minimum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - minimum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - minimum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        } else if (result > maximum) {
          if (abs(maximum) < 1 && abs(result) > 1 && MAX_VALUE / abs(result) < abs(maximum)) {
            diff = 1e3;
          } else {
            diff = result / maximum;
          }
          if (abs(diff) < 1) {
            diff = 1 / diff;
          }
          if (!outOfBounds && diff > 0 && diff < 3) {
            delta = 0.99 * (guess - maximum);
            result = guess - delta;
            outOfBounds = true;
          } else {
            delta = (guess - maximum) / 2;
            result = guess - delta;
            if (result === minimum || result === maximum) {
              break;
            }
          }
        }
        if (delta > 0) {
          maximum = guess;
        } else {
          minimum = guess;
        }
      } while (count && abs(result * factor) < abs(delta));
      return result;
    }
    module.exports = halleyIterate;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js
var require_ibeta_roots = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/ibeta_roots.js"(exports, module) {
    "use strict";
    var kernelBetainc = require_lib121().assign;
    var abs = require_lib44();
    var FLOAT64_MAX = require_lib77();
    var FLOAT64_MIN_NORM = require_lib55();
    function ibetaRoots(a, b, target, invert) {
      return roots;
      function roots(x) {
        var buf;
        var f1;
        var f2;
        var f;
        var y;
        y = 1 - x;
        buf = [0, 0];
        kernelBetainc(x, a, b, true, invert, buf, 1, 0);
        f = buf[0] - target;
        f1 = buf[1];
        if (invert) {
          f1 = -f1;
        }
        if (y === 0) {
          y = FLOAT64_MIN_NORM * 64;
        }
        if (x === 0) {
          x = FLOAT64_MIN_NORM * 64;
        }
        f2 = f1 * (-(y * a) + (b - 2) * x + 1);
        if (abs(f2) < y * x * FLOAT64_MAX) {
          f2 /= y * x;
        }
        if (invert) {
          f2 = -f2;
        }
        if (f1 === 0) {
          f1 = (invert ? -1 : 1) * FLOAT64_MIN_NORM * 64;
        }
        return [f, f1, f2];
      }
    }
    module.exports = ibetaRoots;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js
var require_main89 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/main.js"(exports, module) {
    "use strict";
    var evalpoly = require_lib7();
    var betainc = require_lib122();
    var expm1 = require_lib38();
    var log1p = require_lib40();
    var asin = require_lib43();
    var beta = require_lib72();
    var sqrt = require_lib41();
    var abs = require_lib44();
    var exp = require_lib60();
    var pow = require_lib69();
    var sin = require_lib88();
    var max = require_lib74();
    var min = require_lib76();
    var ln = require_lib97();
    var FLOAT64_MIN_NORM = require_lib55();
    var HALF_PI = require_lib79();
    var EPSILON = require_lib71();
    var findIBetaInvFromTDist = require_find_ibeta_inv_from_t_dist();
    var temme1 = require_temme1();
    var temme2 = require_temme2();
    var temme3 = require_temme3();
    var halleyIterate = require_halley_iterate();
    var ibetaRoots = require_ibeta_roots();
    var DIGITS = 32;
    var MAX_ITERATIONS = 1e3;
    var terms = [0, 0, 0, 0, 0];
    function ibetaInvImp(a, b, p, q) {
      var digits;
      var invert;
      var lambda;
      var lower;
      var theta;
      var upper;
      var roots;
      var maxv;
      var minv;
      var bet;
      var ppa;
      var tmp;
      var xs2;
      var ap1;
      var bm1;
      var fs;
      var lx;
      var ps;
      var xg;
      var xs;
      var yp;
      var a2;
      var a3;
      var b2;
      var r;
      var l;
      var u;
      var x;
      var y;
      invert = false;
      if (q === 0) {
        return [1, 0];
      }
      if (p === 0) {
        return [0, 1];
      }
      if (a === 1) {
        if (b === 1) {
          return [p, 1 - p];
        }
        tmp = b;
        b = a;
        a = tmp;
        tmp = q;
        q = p;
        p = tmp;
        invert = true;
      }
      x = 0;
      lower = 0;
      upper = 1;
      if (a === 0.5) {
        if (b === 0.5) {
          x = sin(p * HALF_PI);
          x *= x;
          y = sin(q * HALF_PI);
          y *= y;
          return [x, y];
        }
        if (b > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
      }
      if (b === 0.5 && a >= 0.5 && p !== 1) {
        yp = {};
        x = findIBetaInvFromTDist(a, p, yp);
        y = yp.value;
      } else if (b === 1) {
        if (p < q) {
          if (a > 1) {
            x = pow(p, 1 / a);
            y = -expm1(ln(p) / a);
          } else {
            x = pow(p, 1 / a);
            y = 1 - x;
          }
        } else {
          x = exp(log1p(-q) / a);
          y = -expm1(log1p(-q) / a);
        }
        if (invert) {
          tmp = y;
          y = x;
          x = tmp;
        }
        return [x, y];
      } else if (a + b > 5) {
        if (p > 0.5) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
        minv = min(a, b);
        maxv = max(a, b);
        if (sqrt(minv) > maxv - minv && minv > 5) {
          x = temme1(a, b, p);
          y = 1 - x;
        } else {
          r = a + b;
          theta = asin(sqrt(a / r));
          lambda = minv / r;
          if (lambda >= 0.2 && lambda <= 0.8 && r >= 10) {
            ppa = pow(p, 1 / a);
            if (ppa < 25e-4 && a + b < 200) {
              x = ppa * pow(a * beta(a, b), 1 / a);
            } else {
              x = temme2(p, r, theta);
            }
            y = 1 - x;
          } else {
            if (a < b) {
              tmp = b;
              b = a;
              a = tmp;
              tmp = q;
              q = p;
              p = tmp;
              invert = !invert;
            }
            bet = 0;
            if (b < 2) {
              bet = beta(a, b);
            }
            if (bet === 0) {
              y = 1;
            } else {
              y = pow(b * q * bet, 1 / b);
              x = 1 - y;
            }
          }
          if (y > 1e-5) {
            x = temme3(a, b, p, q);
            y = 1 - x;
          }
        }
      } else if (a < 1 && b < 1) {
        xs = (1 - a) / (2 - a - b);
        fs = betainc(xs, a, b) - p;
        if (abs(fs) / p < EPSILON * 3) {
          if (invert) {
            return [1 - xs, xs];
          }
          return [xs, 1 - xs];
        }
        if (fs < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
          xs = 1 - xs;
        }
        xg = pow(a * p * beta(a, b), 1 / a);
        x = xg / (1 + xg);
        y = 1 / (1 + xg);
        if (x > xs) {
          x = xs;
        }
        upper = xs;
      } else if (a > 1 && b > 1) {
        xs = (a - 1) / (a + b - 2);
        xs2 = (b - 1) / (a + b - 2);
        ps = betainc(xs, a, b) - p;
        if (ps < 0) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          tmp = xs2;
          xs2 = xs;
          xs = tmp;
          invert = !invert;
        }
        lx = ln(p * a * beta(a, b)) / a;
        x = exp(lx);
        y = x < 0.9 ? 1 - x : -expm1(lx);
        if (b < a && x < 0.2) {
          ap1 = a - 1;
          bm1 = b - 1;
          a2 = a * a;
          a3 = a * a2;
          b2 = b * b;
          terms[0] = 0;
          terms[1] = 1;
          terms[2] = bm1 / ap1;
          ap1 *= ap1;
          terms[3] = bm1 * (3 * a * b + 5 * b + a2 - a - 4) / (2 * (a + 2) * ap1);
          ap1 *= a + 1;
          terms[4] = bm1 * (33 * a * b2 + 31 * b2 + 8 * a2 * b2 - 30 * a * b - 47 * b + 11 * a2 * b + 6 * a3 * b + 18 + 4 * a - a3 + a2 * a2 - 10 * a2);
          terms[4] /= 3 * (a + 3) * (a + 2) * ap1;
          x = evalpoly(terms, x);
        }
        if (x > xs) {
          x = xs;
        }
        upper = xs;
      } else {
        if (b < a) {
          tmp = b;
          b = a;
          a = tmp;
          tmp = q;
          q = p;
          p = tmp;
          invert = !invert;
        }
        if (pow(p, 1 / a) < 0.5) {
          x = pow(p * a * beta(a, b), 1 / a);
          if (x === 0) {
            x = FLOAT64_MIN_NORM;
          }
          y = 1 - x;
        } else {
          y = pow(1 - pow(p, b * beta(a, b)), 1 / b);
          if (y === 0) {
            y = FLOAT64_MIN_NORM;
          }
          x = 1 - y;
        }
      }
      if (x > 0.5) {
        tmp = b;
        b = a;
        a = tmp;
        tmp = q;
        q = p;
        p = tmp;
        tmp = y;
        y = x;
        x = tmp;
        invert = !invert;
        l = 1 - upper;
        u = 1 - lower;
        lower = l;
        upper = u;
      }
      if (lower === 0) {
        if (invert) {
          lower = EPSILON;
          if (x < lower) {
            x = lower;
          }
        } else {
          lower = FLOAT64_MIN_NORM;
        }
        if (x < lower) {
          x = lower;
        }
      }
      digits = DIGITS;
      if (x < 1e-50 && (a < 1 || b < 1)) {
        digits *= 3;
        digits /= 2;
      }
      roots = ibetaRoots(a, b, p < q ? p : q, p >= q);
      x = halleyIterate(roots, x, lower, upper, digits, MAX_ITERATIONS);
      if (x === lower) {
        x = 0;
      }
      if (invert) {
        return [1 - x, x];
      }
      return [x, 1 - x];
    }
    module.exports = ibetaInvImp;
  }
});

// node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js
var require_lib131 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-betaincinv/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main89();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js
var require_main90 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/main.js"(exports, module) {
    "use strict";
    var kernelBetaincinv = require_lib131();
    var isnan = require_lib8();
    var sign = require_lib126();
    var sqrt = require_lib41();
    function quantile(p, v) {
      var prob;
      var xs;
      if (isnan(v) || isnan(p) || v <= 0 || p < 0 || p > 1) {
        return NaN;
      }
      prob = p > 0.5 ? 1 - p : p;
      xs = kernelBetaincinv(v / 2, 0.5, 2 * prob, 1 - 2 * prob);
      return sign(p - 0.5) * sqrt(v * xs[1] / xs[0]);
    }
    module.exports = quantile;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/main.js
var require_main91 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/main.js"(exports, module) {
    "use strict";
    function wrap(value) {
      return constantFunction;
      function constantFunction() {
        return value;
      }
    }
    module.exports = wrap;
  }
});

// node_modules/@stdlib/utils-constant-function/lib/index.js
var require_lib132 = __commonJS({
  "node_modules/@stdlib/utils-constant-function/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main91();
    module.exports = main;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js
var require_factory2 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/factory.js"(exports, module) {
    "use strict";
    var constantFunction = require_lib132();
    var kernelBetaincinv = require_lib131();
    var isnan = require_lib8();
    var sign = require_lib126();
    var sqrt = require_lib41();
    function factory(v) {
      if (isnan(v) || v <= 0) {
        return constantFunction(NaN);
      }
      return quantile;
      function quantile(p) {
        var prob;
        var xs;
        if (isnan(p) || p < 0 || p > 1) {
          return NaN;
        }
        prob = p > 0.5 ? 1 - p : p;
        xs = kernelBetaincinv(v / 2, 0.5, 2 * prob, 1 - 2 * prob);
        return sign(p - 0.5) * sqrt(v * xs[1] / xs[0]);
      }
    }
    module.exports = factory;
  }
});

// node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js
var require_lib133 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib5();
    var main = require_main90();
    var factory = require_factory2();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// src/model/diagnostic.ts
function diagnostic(severity, file, location, message) {
  return { severity, file, location, message };
}

// src/model/result-file.ts
var NO_BYTES = new Uint8Array(0);
function withoutBytes(file) {
  return { name: file.name, bytes: NO_BYTES };
}

// src/parse/terminal-escapes.ts
var ESCAPE = /\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)|[()*+][^\n\r]|[^\n\r]?)/g;
function withoutTerminalEscapes(text) {
  return text.includes("\x1B") ? text.replace(ESCAPE, "") : text;
}

// src/parse/decode-text.ts
var SNIFF_BYTES = 4096;
function decodeText(file, bytes) {
  const decoded = decodeBytes(file, bytes);
  const text = withoutTerminalEscapes(decoded.text);
  return text === decoded.text ? decoded : { ...decoded, text };
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

// src/parse/file-sets.ts
function groupFileSets(sources, adapters, format2) {
  const readers = adapters.filter(
    (adapter) => adapter.fileSet !== void 0 && (format2 === "auto" || adapter.id === format2 || (adapter.aliases?.includes(format2) ?? false))
  );
  const units = [];
  const sets = /* @__PURE__ */ new Map();
  for (const source of sources) {
    const claim = claimOf(source, readers);
    if (!claim) {
      units.push({ kind: "file", source });
      continue;
    }
    const existing = sets.get(claim.key);
    if (existing) existing.sources.push(source);
    else {
      const unit = { kind: "set", reader: claim.reader, sources: [source] };
      sets.set(claim.key, unit);
      units.push(unit);
    }
  }
  return units;
}
function claimOf(source, readers) {
  for (const adapter of readers) {
    const reader = adapter.fileSet;
    const set = reader?.setOf(source);
    if (reader && set !== void 0) return { key: JSON.stringify([adapter.id, set]), reader };
  }
  return void 0;
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

// src/parse/json-syntax-error.ts
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

// src/parse/json-document.ts
function readJsonDocument(source) {
  const { name, text } = source;
  if (text.trim() === "") return { ok: false, diagnostics: [emptyFile(name, text)] };
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
        `${scan.nonFinite.length} NaN/Infinity token(s) read as missing values`
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

// src/parse/json-records.ts
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

// src/parse/bounded-text.ts
var PARAM_VALUE_LIMIT = 256;
var NAME_LIMIT = 200;
function boundedName(name) {
  if (name.length <= NAME_LIMIT) return name;
  return `${name.slice(0, NAME_LIMIT - 16)}\u2026#${textHash(name)}`;
}
function textHash(text) {
  let h1 = 3735928559;
  let h2 = 1103547991;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ h1 >>> 16, 2246822507) ^ Math.imul(h2 ^ h2 >>> 13, 3266489909);
  h2 = Math.imul(h2 ^ h2 >>> 16, 2246822507) ^ Math.imul(h1 ^ h1 >>> 13, 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
}
var PARAM_NESTING_LIMIT = 64;
function nestsDeeperThan(value, limit) {
  const pending = [[value, 0]];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const [current, depth] = item;
    if (current === null || typeof current !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}

// src/parse/sample-values.ts
function toSamples(values, factor, file, location, diagnostics) {
  let dropped = 0;
  let negative = 0;
  for (const value of values) {
    const scaled = value === null ? Number.NaN : value * factor;
    if (!Number.isFinite(scaled)) dropped++;
    else if (scaled < 0) negative++;
  }
  const samples = dropped === 0 ? values.map((value) => value * factor) : finiteScaled(values, factor);
  if (dropped > 0)
    diagnostics.push(
      diagnostic("warning", file, location, `${dropped} non-finite value(s) dropped`)
    );
  if (negative > 0)
    diagnostics.push(
      diagnostic(
        "error",
        file,
        location,
        `${negative} negative value(s): a time or count cannot be negative`
      )
    );
  return samples;
}
function finiteScaled(values, factor) {
  const samples = [];
  for (const value of values) {
    const scaled = value === null ? Number.NaN : value * factor;
    if (Number.isFinite(scaled)) samples.push(scaled);
  }
  return samples;
}

// src/parse/summary-stats.ts
function summaryStats(n, figures) {
  if (!isFigure(figures.mean) && !isFigure(figures.median)) return void 0;
  const summary = { n };
  for (const key of Object.keys(figures)) {
    const value = figures[key];
    if (isFigure(value)) summary[key] = value;
  }
  return summary;
}
function isFigure(value) {
  return typeof value === "number" && Number.isFinite(value);
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
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document, document2.value, source.name, "$", diagnostics);
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
      if (result) results.push(result);
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
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document2, document2.value, source.name, "$", diagnostics);
  const results = [];
  for (const [name, measures] of Object.entries(root ?? {}))
    for (const [slug, raw] of Object.entries(measures)) {
      const path = childPath(childPath("$", name), slug);
      const value = readRecord(Value, raw, source.name, path, diagnostics);
      if (value) results.push(toResult2(name, slug, value, source.name, path, diagnostics));
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

// src/parse/units.ts
var TIME_UNITS = {
  ps: 1e-3,
  ns: 1,
  us: 1e3,
  \u00B5s: 1e3,
  \u03BCs: 1e3,
  ms: 1e6,
  s: 1e9,
  sec: 1e9,
  secs: 1e9,
  second: 1e9,
  seconds: 1e9,
  min: 6e10,
  h: 36e11,
  hr: 36e11,
  day: 864e11
};
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
  TiB: 1024 ** 4
};
var OPERATION_WORDS = /* @__PURE__ */ new Set(["ops", "op", "iter", "iters", "iterations", "runs", "calls", "hz"]);
var ELEMENT_COUNT = /^([kKMG]?)elem(?:s|ents?)?$/;
var DECIMAL_PREFIX = { "": 1, k: 1e3, K: 1e3, M: 1e6, G: 1e9 };
function operationsPer(numerator) {
  if (OPERATION_WORDS.has(numerator.toLowerCase()) || numerator === "") return 1;
  const element = ELEMENT_COUNT.exec(numerator);
  return element ? DECIMAL_PREFIX[element[1] ?? ""] : void 0;
}
function nanosecondsPer(unit) {
  return TIME_UNITS[unit.trim()];
}
function bytesPer(unit) {
  return BYTE_UNITS[unit.trim()];
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
      if (/^allocs?$/i.test(numerator))
        return { metric: "allocations", unit: "count", factor: 1, direction: "lower-is-better" };
    }
  }
  if (lower === "ops/sec" || lower === "hz" || lower === "ops")
    return { metric: "throughput", unit: "ops/s", factor: 1, direction: "higher-is-better" };
  return { metric: "custom", unit, factor: 1, direction: "unknown" };
}
function isPerOperation(denominator) {
  return /^(op|ops|iter|iteration|call|run)$/i.test(denominator);
}
function printedQuantum(text, factor) {
  const match = /^[+-]?(\d[\d,]*)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return void 0;
  const decimals = match[2]?.length ?? 0;
  const exponent = match[3] === void 0 ? 0 : Number(match[3]);
  return 10 ** (exponent - decimals) * factor;
}

// src/parse/formats/benchmarkjs-text.ts
var RESULT_LINE = /^(.*) x ([\d,]+(?:\.\d+)?) ops\/sec [±+-]+\s*([\d.]+)% \((\d+) runs? sampled\)\s*$/;
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
    const result = toResult3(name.trim(), hzText, Number(rmeText), Number(runsText));
    if (result.summary?.mean === 0)
      diagnostics.push(
        diagnostic("warning", source.name, `line ${index + 1}`, `"${name}" ran at 0 ops/sec`)
      );
    results.push({ ...result, source: { file: source.name, line: index + 1 } });
  });
  return { results, diagnostics, environment: {} };
}
function toResult3(name, hzText, rme, runs) {
  const hz = Number(hzText.replace(/,/g, ""));
  const critical = T_TABLE[Math.round(runs - 1) - 1] ?? 1.96;
  const cv = runs > 1 ? rme / (100 * critical) * Math.sqrt(runs) : void 0;
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
function quantumOf(text) {
  const quantum = printedQuantum(text, 1);
  return quantum === void 0 ? {} : { quantum };
}

// src/parse/formats/valgrind-profile.ts
var INSTRUCTIONS = "Ir";
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
    results.push(...eventResults(events.values, row2, benchmark, source.name, format2, diagnostics));
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
      metric: event === INSTRUCTIONS ? "instructions" : "custom",
      metricName: event,
      unit: "count",
      // Ir gates as instructions; the other events are informational until the policy names them.
      direction: event === INSTRUCTIONS ? "lower-is-better" : "unknown",
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

// src/parse/formats/custom-json.ts
var Entry = external_exports.object({
  name: external_exports.string(),
  unit: external_exports.string(),
  value: external_exports.number(),
  // Free text in the peer (`"5%"`, `"± 0.3"`, `3`): its meaning is not fixed, so it is not used.
  range: external_exports.union([external_exports.string(), external_exports.number()]).optional(),
  extra: external_exports.string().optional()
});
var detect = ({ text }) => /"name"\s*:/.test(text) && /"unit"\s*:/.test(text) && /"value"\s*:/.test(text) && isJsonArrayDocument(text, "object");
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
function parse5(source, mode) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const entries = readRecord(external_exports.array(external_exports.unknown()), document2.value, source.name, "$", diagnostics);
  const printed = printedValues(source.text);
  const results = [];
  const undecided = [];
  entries?.forEach((raw, index) => {
    const path = childPath("$", index);
    const entry = readRecord(Entry, raw, source.name, path, diagnostics);
    if (!entry) return;
    const unit = unitOf(entry.unit);
    const direction = directionFor(mode, unit);
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
    const quantum = printedQuantum(printed[index] || String(entry.value), unit.factor);
    results.push({
      benchmark: { name: entry.name },
      metric: unit.metric,
      metricName: entry.unit,
      unit: unit.unit,
      direction,
      samples: [],
      summary: { n: 1, mean: value },
      ...quantum === void 0 ? {} : { quantum },
      format: mode,
      source: { file: source.name, jsonPath: path }
    });
  });
  if (undecided.length > 0)
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        "",
        `the unit does not tell whether smaller or bigger is better for ${undecided.length} benchmark(s) (${[...new Set(undecided)].join(", ")}); set the format to custom-smaller-is-better or custom-bigger-is-better`
      )
    );
  return { results, diagnostics, environment: {} };
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
  const results = [...series.values()].map((s) => toResult4(s, source.name));
  return { results, diagnostics, environment: {} };
}
function seriesFor(series, command, field, line) {
  const key = JSON.stringify([command, field.metricName]);
  const found = series.get(key) ?? { command, field, line, samples: [] };
  series.set(key, found);
  return found;
}
function toResult4(s, file) {
  return {
    benchmark: { name: s.command },
    metric: s.field.metric,
    metricName: s.field.metricName,
    unit: s.field.unit,
    direction: "lower-is-better",
    samples: s.error === void 0 ? s.samples : [],
    quantum: s.field.quantum,
    ...s.error === void 0 ? {} : { error: s.error },
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
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document3, document2.value, source.name, "$", diagnostics);
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
    if (trial) context.results.push(...trialResults(name, trial, at, context));
  } else if (type === "TrialEstimate") {
    const estimate = readRecord(Estimate, fields, context.file, at, context.diagnostics);
    if (estimate) context.results.push(...estimateResults(name, estimate, at, context.file));
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
  const results = [...rows.values()].map((r) => toResult5(r, source.name));
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
function toResult5(row2, file) {
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
  p50: figure,
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
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document4, document2.value, source.name, "$", diagnostics);
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
        results.push(toResult6(bench.alias, suite ?? void 0, run, source.name, path, diagnostics));
    });
  });
  return { results, diagnostics, environment: environmentOf2(root.context ?? {}) };
}
function toResult6(alias, suite, run, file, path, diagnostics) {
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
  if (!run.stats) return { ...common, samples: [], error: errorMessage(run.error) };
  const samples = toSamples(run.stats.samples ?? [], 1, file, `${path}.stats.samples`, diagnostics);
  if (samples.length > 0) return { ...common, samples };
  const summary = summaryStats(1, {
    mean: run.stats.avg,
    median: run.stats.p50,
    min: run.stats.min,
    max: run.stats.max
  });
  return { ...common, samples: [], ...summary ? { summary } : {} };
}
function errorMessage(error) {
  const message = error?.message;
  return typeof message === "string" ? message : "the benchmark threw an error";
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
    results.push(toResult7(name, event, unitText, valueText, value, source.name, index + 1));
  });
  return { results, diagnostics, environment: {} };
}
function toResult7(name, event, unitText, valueText, value, file, line) {
  const kind = kindOf2(event, unitText);
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
function kindOf2(event, unitText) {
  const base4 = event.replace(/^[\w-]+\/|\/$/g, "").replace(/:\w+$/, "");
  const time = nanosecondsPer(unitText === "msec" ? "ms" : unitText);
  if (base4 === "instructions")
    return { metric: "instructions", unit: "count", factor: 1, direction: "lower-is-better" };
  if (base4 === "cycles" || base4 === "cpu-cycles")
    return { metric: "cycles", unit: "count", factor: 1, direction: "lower-is-better" };
  if ((base4 === "task-clock" || base4 === "cpu-clock" || base4.endsWith("_time")) && time !== void 0)
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
    direction: "unknown"
  };
}
function nameFromFile(file) {
  const base4 = file.split(/[\\/]/).pop() ?? file;
  return base4.replace(/\.(?:csv|txt|perf|stat)$/i, "").replace(/\.(?:perf|stat)$/i, "");
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
  parse: parse11
};
function parse11(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document5, document2.value, source.name, "$", diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const suite = root.metadata ?? {};
  const results = [];
  root.benchmarks.forEach((raw, index) => {
    const path = childPath("$.benchmarks", index);
    const bench = readRecord(Benchmark2, raw, source.name, path, diagnostics);
    if (!bench) return;
    const metadata = { ...suite, ...bench.metadata };
    const result = toResult8(metadata, bench.runs, source.name, path, diagnostics);
    if (result) results.push(result);
  });
  return { results, diagnostics, environment: environmentOf3(suite, root.benchmarks) };
}
function toResult8(metadata, runs, file, path, diagnostics) {
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
var import_stats_base_dists_t_quantile = __toESM(require_lib133(), 1);
var Row = external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number(), external_exports.null()]));
var tinybenchTableJson = {
  id: "tinybench-table-json",
  harness: "tinybench table()",
  detect: ({ text }) => /"Task [Nn]ame"\s*:/.test(text) && isJsonArrayDocument(text, "object"),
  parse: parse12
};
function parse12(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const rows = readRecord(external_exports.array(external_exports.unknown()), document2.value, source.name, "$", diagnostics);
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
    const result = toResult9(name, row2, source.name, path);
    if (result) results.push(result);
    else diagnostics.push(diagnostic("error", source.name, path, `"${name}": no latency column`));
  });
  return { results, diagnostics, environment: {} };
}
function toResult9(name, row2, file, path) {
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
  if (typeof row2.Error === "string") return { ...base4, error: row2.Error };
  const n = typeof row2.Samples === "number" ? row2.Samples : Number(row2.Samples ?? 1);
  const mean = column(row2, /^(?:Latency (?:avg|average)|Average Time) \((\S+)\)$/);
  const median = column(row2, /^Latency (?:med|median) \((\S+)\)$/);
  const rme = mean?.spread ?? percent(row2.Margin);
  if (!mean && !median) return void 0;
  const centre = mean ?? median;
  const critical = n > 1 ? (0, import_stats_base_dists_t_quantile.default)(0.975, n - 1) : void 0;
  const sd = mean && rme !== void 0 && critical !== void 0 ? rme / (100 * critical) * Math.sqrt(n) * mean.value : void 0;
  const summary = summaryStats(n, {
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
  const scaled = (v) => typeof v === "number" ? v * MILLISECOND : void 0;
  const n = stats.sampleCount ?? stats.samplesCount ?? 1;
  const summary = summaryStats(n, {
    mean: scaled(stats.mean),
    sd: scaled(stats.sd),
    median: scaled(stats.median ?? stats.p50),
    mad: scaled(stats.mad),
    min: scaled(stats.min),
    max: scaled(stats.max)
  });
  return summary ? { samples: [], summary } : { samples: [] };
}
function failureOf(result) {
  if (result.state !== void 0 && result.state !== "completed")
    return `tinybench task state "${result.state}"`;
  if (result.error === void 0) return void 0;
  const withMessage = external_exports.object({ message: external_exports.string() }).safeParse(result.error);
  return withMessage.success ? withMessage.data.message : "the task threw an error";
}

// src/parse/formats/tinybench-tasks-json.ts
var Task = external_exports.object({ name: external_exports.string(), result: TaskResult.nullable().optional() });
var tinybenchTasksJson = {
  id: "tinybench-tasks-json",
  harness: "tinybench",
  detect: ({ text }) => /"result"\s*:\s*\{/.test(text) && /"(?:latency|period|hz)"\s*:/.test(text) && isJsonArrayDocument(text),
  parse: parse13
};
function parse13(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const tasks = readRecord(external_exports.array(external_exports.unknown()), document2.value, source.name, "$", diagnostics);
  const results = [];
  let environment = {};
  tasks?.forEach((raw, index) => {
    const path = childPath("$", index);
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
    results.push(toResult10(task.name, task.result, source.name, path, diagnostics));
  });
  return { results, diagnostics, environment };
}
function toResult10(name, result, file, path, diagnostics) {
  const failure = failureOf(result);
  const latency = result.latency;
  const values = failure ? { samples: [] } : latency ? latencyValues(latency, file, `${path}.result.latency`, diagnostics) : latencyValues(result, file, `${path}.result`, diagnostics);
  return {
    benchmark: { name },
    metric: "wall-time",
    metricName: "latency",
    unit: "ns",
    direction: "lower-is-better",
    ...values,
    ...failure === void 0 ? {} : { error: failure },
    format: "tinybench-tasks-json",
    source: { file, jsonPath: path }
  };
}

// src/parse/formats/vitest-bench-json.ts
var Entry2 = LatencyStatistics.extend({ name: external_exports.string() });
var Group2 = external_exports.object({ fullName: external_exports.string(), benchmarks: external_exports.array(external_exports.unknown()) });
var File = external_exports.object({ filepath: external_exports.string().optional(), groups: external_exports.array(external_exports.unknown()) });
var Document6 = external_exports.object({ files: external_exports.array(external_exports.unknown()) });
var vitestBenchJson = {
  id: "vitest-bench-json",
  harness: "vitest bench",
  detect: ({ text }) => /"files"\s*:/.test(text) && /"groups"\s*:/.test(text) && /"fullName"\s*:/.test(text),
  parse: parse14
};
function parse14(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document6, document2.value, source.name, "$", diagnostics);
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
        if (entry) results.push(toResult11(group.fullName, entry, source.name, path, diagnostics));
      });
    });
  });
  return { results, diagnostics, environment: {} };
}
function toResult11(suite, entry, file, path, diagnostics) {
  return {
    benchmark: { suite, name: entry.name },
    metric: "wall-time",
    metricName: "latency",
    unit: "ns",
    direction: "lower-is-better",
    ...latencyValues(entry, file, path, diagnostics),
    format: "vitest-bench-json",
    source: { file, jsonPath: path }
  };
}

// src/parse/formats/benchmarkdotnet-json.ts
var figure3 = external_exports.number().nullable().optional();
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
    Mean: figure3,
    StandardDeviation: figure3,
    Median: figure3,
    Min: figure3,
    Max: figure3
  }).nullable().optional(),
  Memory: external_exports.object({ BytesAllocatedPerOperation: figure3 }).nullable().optional(),
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
  parse: parse15
};
function parse15(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document7, document2.value, source.name, "$", diagnostics);
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
    return [{ ...time, samples: [], error: "no measurements: the benchmark failed to run" }];
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
    results.push({
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

// src/parse/criterion-samples.ts
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
  parse: parse16
};
function parse16(source) {
  const diagnostics = [];
  const results = [];
  source.text.split(/\r?\n/).forEach((raw, index) => {
    if (!/"reason"\s*:\s*"benchmark-complete"/.test(raw)) return;
    const line = index + 1;
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
    if (message) results.push(...toResults2(message, source.name, line, diagnostics));
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
var VERSION = /is a (Catch2? v[\d.]+\S*) host application/;
var NAME_WIDTH_BELOW_RULE = 44;
var SECTION_INDENT = 2;
var catch2Text = {
  id: "catch2-text",
  harness: "Catch2",
  aliases: ["catch2"],
  detect: ({ text }) => /^benchmark name\s+samples\s+iterations\s+(?:estimated|est run time|mean)\s*$/m.test(text),
  parse: parse17
};
function parse17(source) {
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
    if (result) results.push(result);
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
  return toResult12(read, lineNumber, meanText, meanFactor, Number(sd[1]) * sdFactor);
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
  return toResult12(read, lineNumber, meanText, factor, void 0);
}
function toResult12({ name, testCase, samples, file }, line, meanText, meanFactor, sd) {
  const summary = summaryStats(samples, { mean: Number(meanText) * meanFactor, sd });
  const quantum = printedQuantum(meanText, meanFactor);
  return {
    benchmark: testCase === void 0 ? { name } : { suite: testCase, name },
    metric: "wall-time",
    metricName: "mean",
    unit: "ns",
    direction: "lower-is-better",
    samples: [],
    ...summary ? { summary } : {},
    ...quantum === void 0 ? {} : { quantum },
    format: "catch2-text",
    source: { file, line }
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
  parse: parse18
};
function parse18(source) {
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
        results.push(toResult13(benchmark, scopes, source.name, diagnostics));
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
function toResult13(open, scopes, file, diagnostics) {
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
  if (failed3) return { ...base4, samples: [], error: failed3.message || "the benchmark failed" };
  const mean = numberOrUndefined(open.children.get("mean")?.value);
  const sd = withoutAnalysis(open) ? void 0 : numberOrUndefined(open.children.get("standardDeviation")?.value);
  const n = numberOrUndefined(open.attributes.samples) ?? 1;
  const summary = summaryStats(n, { mean, sd });
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
  fileSet: { setOf, parseSet }
};
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
  const document2 = readJsonDocument(source);
  diagnostics.push(...document2.diagnostics);
  return document2.ok ? readRecord(schema, document2.value, source.name, "$", diagnostics) : void 0;
}
function throughputOf(value) {
  const [entry] = Object.entries(value ?? {});
  if (!entry) return void 0;
  return { perIteration: entry[1], kind: entry[0].startsWith("Bytes") ? "bytes" : "elements" };
}

// src/parse/formats/criterion-text.ts
var ESTIMATE = /^(\S(?:.*?\S)?)?\s*\b(time|thrpt):\s+\[([^\]]{0,200})\]/;
var CHANGE = /^\s+change:/;
var NOISE = /^(Benchmarking |Found \d+ outliers|Warning: |WARNING: |Gnuplot |\s)/;
var criterionText = {
  id: "criterion-text",
  harness: "Criterion.rs",
  detect: ({ text }) => /^(?:\S(?:.*?\S)?)?[ \t]+time:[ \t]+\[[\d.]+ \S+ [\d.]+ \S+ [\d.]+ \S+\]/m.test(text),
  parse: parse19
};
function parse19(source) {
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
      if (text !== "" && !NOISE.test(text)) {
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
    if (result) results.push(result);
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

// src/parse/text-scan.ts
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

// src/parse/formats/go-test-text.ts
var HEADER_LINE = /^([a-z][a-zA-Z0-9_-]*):\s*(.*)$/;
var OK_LINE = /^(?:ok|FAIL|---\s+FAIL:?)\s+(\S+)/;
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
  parse: parse20
};
function parse20(source) {
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
  /** Reads `text[start, end)`, one line without its `\n`, line `lineNumber` of the file. */
  readLine(text, start, end, lineNumber) {
    while (end > start && isSpaceAt(text, end - 1)) end--;
    if (end === start) return;
    const first = text.charCodeAt(start);
    if (first === CODE_B) this.readResultLine(text, start, end, lineNumber);
    else if (first === 45 || first === 70 || first >= 97 && first <= 122)
      this.readOtherLine(text.slice(start, end));
  }
  finish() {
    this.setLatest(void 0);
    const results = [];
    for (const s of this.listed) if (s) results.push(toResult14(s, this.file, this.format));
    return { results, diagnostics: this.diagnostics, environment: this.environment };
  }
  readOtherLine(line) {
    const ok = OK_LINE.exec(line);
    if (ok) {
      this.setLatest(void 0);
      if (this.pkg === void 0) this.assignPackage(ownCopy(ok[1] ?? ""));
      this.pending = /* @__PURE__ */ new Set();
      this.pkg = void 0;
      return;
    }
    const header = HEADER_LINE.exec(line);
    if (header) {
      const [, key = "", value = ""] = header;
      if (key === "pkg") this.pkg = ownCopy(value);
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
    const count = splitFields(
      text,
      start,
      sameBenchmark ? start + latest.fullName.length : start,
      end,
      fields
    );
    if (!isResultLine(text, fields, count)) return;
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
    const benchmark = sameBenchmark ? latest : this.newBenchmark(text, start, fields[1] ?? 0);
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
  }
  /** The benchmark named by `text[start, end)` under the current package, now the latest. */
  newBenchmark(text, start, end) {
    const fullName = ownCopy(text, start, end);
    const { name, procs } = splitProcs(fullName);
    const { pkg } = this;
    const latest = { pkg, fullName, benchmark: this.benchmark(pkg, name, procs), series: [] };
    this.setLatest(latest);
    return latest;
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
function toResult14(s, file, format2) {
  const { metric, unit, direction } = s.unit.normalized;
  const source = { file, line: s.line };
  return s.quantum > 0 ? {
    benchmark: s.benchmark.id,
    metric,
    metricName: s.unit.text,
    unit,
    direction,
    samples: s.samples,
    quantum: s.quantum,
    format: format2,
    source
  } : {
    benchmark: s.benchmark.id,
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
  parse: parse21
};
function parse21(source) {
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
        `${notJson} line(s) that are not JSON events (build or log output) were skipped`
      )
    );
  const lines = [...packages.values()].flatMap((output) => {
    if (output.partial) output.lines.push(output.partial);
    return output.lines;
  });
  const parsed = readGoBenchLines(lines, source.name, "go-test-json");
  return { ...parsed, diagnostics: [...diagnostics, ...parsed.diagnostics] };
}
function readEvent(raw, file, line, diagnostics) {
  if (!raw.trimStart().startsWith("{")) return "not-json";
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

// src/parse/formats/google-benchmark-csv.ts
var HEADER = /^name,iterations,real_time,cpu_time,time_unit\b/;
var AGGREGATE = /^(.*)_(mean|median|stddev|cv)$/;
var COMPLEXITY = /_(?:BigO|RMS)$/;
var FIXED_COLUMNS = /* @__PURE__ */ new Set(["name", "iterations", "time_unit", "label"]);
var FIXED_COLUMNS_WITHOUT_VALUES = /* @__PURE__ */ new Set(["error_occurred", "error_message"]);
var googleBenchmarkCsv = {
  id: "google-benchmark-csv",
  harness: "Google Benchmark",
  detect: ({ text }) => /^name,iterations,real_time,cpu_time,time_unit\b/m.test(text),
  parse: parse22
};
function parse22(source) {
  const diagnostics = [];
  const lines = source.text.split(/\r?\n/);
  const headerIndex = lines.findIndex((line) => HEADER.test(line));
  const environment = environmentOf5(lines.slice(0, Math.max(headerIndex, 0)));
  if (environment["build-type"] === "debug")
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        "",
        "the Google Benchmark library is a debug build; its timings carry extra overhead"
      )
    );
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
  const results = [...groupRows(rows).values()].flatMap(
    (series) => seriesResults(series, columns, source.name, diagnostics)
  );
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
        error: failed3.cells.get("error_message") || "the benchmark reported an error"
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
    if (series.rows.length === 0)
      return { ...result, samples: [], ...aggregateSummary(series, column2, scale) };
    const texts = series.rows.map((row2) => row2.cells.get(column2) ?? "");
    const values = texts.map((text) => text === "" ? null : Number(text));
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
  const n = Number(series.aggregates.get("mean")?.cells.get("iterations") || 1);
  const summary = summaryStats(n, {
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
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line.charAt(i);
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
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
  parse: parse23
};
function parse23(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const runs = readRecord(external_exports.array(external_exports.unknown()), document2.value, source.name, "$", diagnostics);
  const results = [];
  let environment = {};
  runs?.forEach((raw, index) => {
    const path = childPath("$", index);
    const run = readRecord(Run3, raw, source.name, path, diagnostics);
    if (!run) return;
    if (results.length === 0) environment = environmentOf6(run);
    const benchmark = benchmarkOf2(run, source.name, path, diagnostics);
    const primary = `${path}.primaryMetric`;
    results.push(
      metricResult(benchmark, run.mode, run.primaryMetric, true, source.name, primary, diagnostics)
    );
    for (const [name, value] of Object.entries(run.secondaryMetrics ?? {})) {
      const where = childPath(`${path}.secondaryMetrics`, name);
      const metric = readRecord(Metric, value, source.name, where, diagnostics);
      if (metric)
        results.push(metricResult(benchmark, name, metric, false, source.name, where, diagnostics));
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
  const normalized = kindOf3(normalizeUnit(metric.scoreUnit), primary);
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
function kindOf3(normalized, primary) {
  if (primary || normalized.metric === "memory") return normalized;
  return { ...normalized, metric: "custom", direction: "unknown" };
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

// src/parse/json-shape-checks.ts
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
var SECOND = 1e9;
var figure4 = external_exports.number().nullable().optional();
var Benchmark5 = external_exports.object({
  name: external_exports.string(),
  fullname: external_exports.string().optional(),
  params: external_exports.record(external_exports.string(), external_exports.unknown()).nullable().optional(),
  stats: external_exports.object({
    min: figure4,
    max: figure4,
    mean: figure4,
    stddev: figure4,
    median: figure4,
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
  parse: parse24
};
function parse24(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecordFast(Document8, isDocument, document2.value, source.name, "$", diagnostics);
  const results = [];
  root?.benchmarks.forEach((raw, index) => {
    const path = childPath("$.benchmarks", index);
    const entry = readRecordFast(Benchmark5, isBenchmark, raw, source.name, path, diagnostics);
    if (entry) results.push(toResult15(entry, source.name, path, diagnostics));
  });
  return { results, diagnostics, environment: environmentOf7(root?.machine_info ?? {}) };
}
function toResult15(entry, file, path, diagnostics) {
  const { stats } = entry;
  const samples = toSamples(
    completeData(stats.data, file, path, diagnostics),
    SECOND,
    file,
    `${path}.stats.data`,
    diagnostics
  );
  const params = boundedParams(entry.params ?? {}, file, `${path}.params`, diagnostics);
  const name = boundedName(entry.fullname ?? entry.name);
  const scaled = (v) => typeof v === "number" ? v * SECOND : void 0;
  const summary = samples.length === 0 ? summaryStats(stats.rounds, {
    mean: scaled(stats.mean),
    sd: scaled(stats.stddev),
    median: scaled(stats.median),
    min: scaled(stats.min),
    max: scaled(stats.max)
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

// src/parse/libtest-results.ts
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
  const results = [summaryResult(line.name, line.value, line.unit, line.quantum, format2, source)];
  if (line.rate !== void 0 && line.rateUnit !== void 0)
    results.push(
      summaryResult(line.name, line.rate, line.rateUnit, () => void 0, format2, source)
    );
  return results;
}
function summaryResult(name, value, printedUnit, quantumOf2, format2, source) {
  const normalized = normalizeUnit(printedUnit);
  const quantum = quantumOf2(normalized.factor);
  return {
    benchmark: { name },
    metric: normalized.metric,
    metricName: printedUnit,
    unit: normalized.unit,
    direction: normalized.direction,
    samples: [],
    summary: { n: 1, median: value * normalized.factor },
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
  parse: parse25
};
function parse25(source) {
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
var NUMBER = String.raw`[\d,]+(?:\.\d+)?`;
var BENCH_LINE = new RegExp(
  String.raw`^test (.+?)\s+\.\.\. bench:\s+(${NUMBER}) (\S+) \(\+/- (${NUMBER})\)(?: = (${NUMBER}) (\S+))?\s*$`
);
var rustLibtestText = {
  id: "rust-libtest-text",
  harness: "cargo bench (libtest)",
  aliases: ["cargo"],
  detect: ({ text }) => /^test .+ \.\.\. bench:\s+[\d,.]+ \S+ \(\+\/- [\d,.]+\)/m.test(text),
  parse: parse26
};
function parse26(source) {
  const diagnostics = [];
  const results = [];
  source.text.split(/\r?\n/).forEach((raw, index) => {
    const match = BENCH_LINE.exec(raw.trimEnd());
    if (!match) return;
    const [, name = "", value = "", unit = "", , rate, rateUnit] = match;
    results.push(
      ...libtestResults(
        {
          name,
          value: number(value),
          unit,
          quantum: (factor) => printedQuantum(value, factor),
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
  parse: parse27
};
function parse27(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecordFast(Document9, isDocument2, document2.value, source.name, "$", diagnostics);
  if (!root) return { results: [], diagnostics, environment: {} };
  const environment = environmentOf8(root.context ?? {});
  if (environment["build-type"] === "debug")
    diagnostics.push(
      diagnostic(
        "warning",
        source.name,
        "$.context.library_build_type",
        "the Google Benchmark library is a debug build; its timings carry extra overhead"
      )
    );
  const groups = groupRows2(root.benchmarks, source.name, diagnostics);
  const results = [...groups.values()].flatMap(
    (group) => groupResults(group, source.name, diagnostics)
  );
  return { results, diagnostics, environment };
}
function groupRows2(rows, file, diagnostics) {
  const groups = /* @__PURE__ */ new Map();
  let last;
  for (let index = 0; index < rows.length; index++) {
    const raw = rows[index];
    const row2 = isRow(raw) ? raw : readRecord(Row2, raw, file, rowPath(index), diagnostics);
    if (!row2) continue;
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
      const kind = row2.aggregate_name ?? "";
      if (kind === "BigO" || kind === "RMS") continue;
      group.aggregates.set(kind, { row: row2, index });
    } else {
      group.iterations.push(row2);
      group.iterationIndices.push(index);
    }
  }
  return groups;
}
function rowPath(index) {
  return childPath("$.benchmarks", index);
}
function groupResults(group, file, diagnostics) {
  const failedAt = group.iterations.findIndex(isFailed);
  const failed3 = failedAt >= 0 ? { row: group.iterations[failedAt], index: group.iterationIndices[failedAt] ?? 0 } : [...group.aggregates.values()].find(({ row: row2 }) => isFailed(row2));
  if (failed3) {
    const message = failed3.row.error_message ?? failed3.row.skip_message ?? "skipped by the benchmark";
    return [errored(group, file, rowPath(failed3.index), message)];
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
function timeFactor(row2, file, path, diagnostics) {
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
  const time = timeFactor(first, file, path, diagnostics);
  if (time === void 0) return { specs: [], time: 1 };
  const specs = [...TIME_SPECS];
  let bytesRate = false;
  let itemsRate = false;
  const counters = /* @__PURE__ */ new Set();
  for (const r of rows) {
    bytesRate ||= typeof r.bytes_per_second === "number";
    itemsRate ||= typeof r.items_per_second === "number";
    for (const key in r) if (!KNOWN_KEYS.has(key) && typeof r[key] === "number") counters.add(key);
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
  const n = mean.row.repetitions ?? mean.row.iterations ?? 1;
  const { specs, time } = metricSpecs(rows, file, rowPath(mean.index), diagnostics);
  return specs.map((spec) => {
    const factor = spec.timed ? time : 1;
    const value = (kind) => {
      const v = numberOrNull(group.aggregates.get(kind)?.row[spec.key]);
      return v === null ? void 0 : v * factor;
    };
    const summary = summaryStats(n, {
      mean: value("mean"),
      sd: value("stddev"),
      median: value("median"),
      min: value("min"),
      max: value("max")
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
function errored(group, file, path, message) {
  return {
    benchmark: { name: group.runName },
    metric: "wall-time",
    metricName: "real_time",
    unit: "ns",
    direction: "lower-is-better",
    samples: [],
    error: message,
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

// src/parse/formats/hyperfine-json.ts
var SECOND2 = 1e9;
var Entry3 = external_exports.object({
  command: external_exports.string(),
  mean: external_exports.number().nullable().optional(),
  stddev: external_exports.number().nullable().optional(),
  median: external_exports.number().nullable().optional(),
  min: external_exports.number().nullable().optional(),
  max: external_exports.number().nullable().optional(),
  times: external_exports.array(external_exports.number().nullable()).optional(),
  parameters: external_exports.record(external_exports.string(), external_exports.union([external_exports.string(), external_exports.number()])).optional()
});
var Document10 = external_exports.object({ results: external_exports.array(external_exports.unknown()) });
var hyperfineJson = {
  id: "hyperfine-json",
  harness: "hyperfine",
  detect: ({ text }) => /"results"\s*:/.test(text) && /"command"\s*:/.test(text),
  parse: parse28
};
function parse28(source) {
  const document2 = readJsonDocument(source);
  const diagnostics = [...document2.diagnostics];
  if (!document2.ok) return { results: [], diagnostics, environment: {} };
  const root = readRecord(Document10, document2.value, source.name, "$", diagnostics);
  const results = [];
  root?.results.forEach((raw, index) => {
    const path = childPath("$.results", index);
    const entry = readRecord(Entry3, raw, source.name, path, diagnostics);
    if (entry) results.push(toResult16(entry, source.name, path, diagnostics));
  });
  return { results, diagnostics, environment: {} };
}
function toResult16(entry, file, path, diagnostics) {
  const samples = toSamples(entry.times ?? [], SECOND2, file, `${path}.times`, diagnostics);
  const params = entry.parameters ? Object.fromEntries(Object.entries(entry.parameters).map(([k, v]) => [k, String(v)])) : void 0;
  return {
    benchmark: params ? { name: entry.command, params } : { name: entry.command },
    metric: "wall-time",
    metricName: "wall time",
    unit: "ns",
    direction: "lower-is-better",
    samples,
    ...samples.length === 0 ? summaryOf(entry) : {},
    format: "hyperfine-json",
    source: { file, jsonPath: path }
  };
}
function summaryOf(entry) {
  const scaled = (v) => typeof v === "number" ? v * SECOND2 : void 0;
  const summary = summaryStats(1, {
    mean: scaled(entry.mean),
    sd: scaled(entry.stddev),
    median: scaled(entry.median),
    min: scaled(entry.min),
    max: scaled(entry.max)
  });
  return summary ? { summary } : {};
}

// src/parse/registry.ts
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
  perfStatCsv,
  gnuTimeText
];
var FORMAT_IDS = formatAdapters.map((adapter) => adapter.id);
function findAdapter(id) {
  return formatAdapters.find(
    (adapter) => adapter.id === id || (adapter.aliases?.includes(id) ?? false)
  );
}

// src/parse/result-checks.ts
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
    diagnostics: [
      ...checked.diagnostics,
      diagnostic("warning", file, "", "holds no benchmark results")
    ]
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
      `${omitted.length} more problem(s) ${scope} are not listed`
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
    report("warning", `${result.samples.length - samples.length} value(s) out of range dropped`);
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
    report("error", "negative value(s): a time, count or rate cannot be negative");
  return checked;
}
function checkSummary(summary) {
  const problems = [];
  const { n, ...figures } = summary;
  const finite2 = Object.fromEntries(
    Object.entries(figures).filter(([key, value]) => {
      const ok = typeof value === "number" && Number.isFinite(value);
      if (!ok) problems.push(`${key} out of range`);
      return ok;
    })
  );
  const count = Number.isSafeInteger(n) && n >= 1 ? n : 1;
  if (count !== n)
    problems.push(`sample count ${String(n)} is not a positive whole number (read as 1)`);
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
  const long = (text, limit) => text !== void 0 && text.length > limit;
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

// src/parse/mixed-formats.ts
var LISTED = 5;
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
  const names = mixed.slice(0, LISTED).map((entry) => benchmarkLabel(entry.first.benchmark));
  const more = mixed.length > LISTED ? ` and ${mixed.length - LISTED} more` : "";
  return [
    diagnostic(
      "warning",
      first.first.source.file,
      "",
      `the ${side} reports ${mixed.length === 1 ? "a benchmark" : `${mixed.length} benchmarks`} in two formats (${names.join(", ")}${more}; ${files}); each format's metrics are compared separately`
    )
  ];
}

// src/parse/round-ids.ts
var DEFAULT_ROUND_PATTERN = /(\d+)(?!.*\d)/;
function assignRounds(results, pattern) {
  const diagnostics = [];
  const reported2 = /* @__PURE__ */ new Set();
  const withRounds = results.map((result) => {
    const file = result.source.file;
    const round = pattern.exec(file.split("/").pop() ?? file)?.[1] ?? pattern.exec(file)?.[1];
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

// src/parse/parse-files.ts
function parseResultFiles(files, format2) {
  return parseFiles(files, format2, void 0);
}
function parseOwnedFiles(files, format2) {
  return parseFiles(files, format2, files);
}
function parseFiles(files, format2, owned) {
  const results = [];
  const diagnostics = [];
  const environments = /* @__PURE__ */ new Map();
  let filesRead = 0;
  const sources = [];
  files.forEach((file, i) => {
    const decoded = decodeText(file.name, file.bytes);
    if (owned) owned[i] = withoutBytes(file);
    diagnostics.push(...decoded.diagnostics);
    if (!decoded.binary) sources.push({ name: file.name, text: decoded.text });
  });
  for (const unit of groupFileSets(sources, formatAdapters, format2)) {
    const names = unit.kind === "set" ? unit.sources.map((s) => s.name) : [unit.source.name];
    const parsed = readChecked(
      () => unit.kind === "set" ? unit.reader.parseSet(unit.sources) : parseText(unit.source, format2),
      names[0] ?? "",
      unit.kind === "file"
    );
    diagnostics.push(...parsed.diagnostics);
    if (parsed.results.length > 0) filesRead += names.length;
    for (const name of names) environments.set(name, parsed.environment);
    const { environment } = parsed;
    const printed = Object.keys(environment).length > 0;
    for (const result of parsed.results) {
      if (printed) result.environment = environment;
      results.push(result);
    }
  }
  releaseLastMatch();
  return {
    results,
    diagnostics: capDiagnostics(diagnostics, MAX_DIAGNOSTICS_PER_SIDE, "in these files"),
    environments,
    filesRead
  };
}
function releaseLastMatch() {
  EMPTY.exec("");
}
var EMPTY = /(?:)/;
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
  const parse29 = (adapter) => adapter === sniffed?.adapter ? sniffed.parsed : adapter.parse(source);
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
  if (candidates.length === 1) return parse29(only);
  return pickAmong(source, candidates, parse29);
}
var SEE_FORMAT_IDS = 'the format ids are listed under "Harness formats" in the README';
function parseAs(adapter, format2, source) {
  const parsed = adapter.parse(source);
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
  return { adapter: only, parsed: only.parse(source) };
}
function readsCleanly(parsed) {
  return parsed.results.length > 0 && !parsed.diagnostics.some((d) => d.severity === "error");
}
function pickAmong(source, candidates, parse29) {
  const attempts = candidates.map((adapter) => ({ adapter, parsed: parse29(adapter) }));
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
var parseSidesInTurn = (sides, format2) => Promise.resolve(sides.map((files) => parseOwnedFiles(files, format2)));

export {
  diagnostic,
  require_lib8 as require_lib,
  require_lib35 as require_lib2,
  require_lib33 as require_lib3,
  require_lib5 as require_lib4,
  require_lib106 as require_lib5,
  require_lib41 as require_lib6,
  require_lib97 as require_lib7,
  require_lib132 as require_lib8,
  require_lib69 as require_lib9,
  require_lib122 as require_lib10,
  require_lib133 as require_lib11,
  withoutBytes,
  formatAdapters,
  findAdapter,
  mixedFormatWarnings,
  DEFAULT_ROUND_PATTERN,
  assignRounds,
  parseResultFiles,
  parseOwnedFiles,
  SNIFF_LENGTH,
  parseSidesInTurn
};
