import { createRequire as __bvCreateRequire } from 'node:module'; const require = __bvCreateRequire(import.meta.url);
import {
  METRIC_KINDS,
  RE2JS,
  RE2JSException,
  RE2JSSyntaxException,
  agree,
  benchmarkKey,
  benchmarkLabel,
  diagnostic,
  external_exports,
  failureText,
  isAre,
  plural,
  require_lib,
  require_lib10,
  require_lib11,
  require_lib12,
  require_lib13,
  require_lib14,
  require_lib15,
  require_lib16,
  require_lib17,
  require_lib18,
  require_lib19,
  require_lib2,
  require_lib3,
  require_lib4,
  require_lib5,
  require_lib6,
  require_lib7,
  require_lib8,
  require_lib9,
  wasWere
} from "./chunk-PC57IABR.js";
import {
  __commonJS,
  __toESM
} from "./chunk-YKCRKANG.js";

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
    var sqrt = require_lib11();
    var ln = require_lib12();
    var PINF = require_lib4();
    var NINF = require_lib3();
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
var require_lib20 = __commonJS({
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
    var erfinv = require_lib20();
    var isnan = require_lib();
    var sqrt = require_lib11();
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
    var constantFunction = require_lib13();
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
var require_lib21 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-degenerate-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib6();
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
    var constantFunction = require_lib13();
    var degenerate = require_lib21().factory;
    var erfinv = require_lib20();
    var isnan = require_lib();
    var sqrt = require_lib11();
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
var require_lib22 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-normal-quantile/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib6();
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
    var betainc = require_lib18();
    var isnan = require_lib();
    var pow = require_lib14();
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
    var constantFunction = require_lib13();
    var betainc = require_lib18();
    var isnan = require_lib();
    var pow = require_lib14();
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
var require_lib23 = __commonJS({
  "node_modules/@stdlib/stats-base-dists-t-cdf/lib/index.js"(exports, module) {
    "use strict";
    var setReadOnly = require_lib6();
    var main = require_main4();
    var factory = require_factory3();
    setReadOnly(main, "factory", factory);
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-kernel-tan/lib/polyval_t_odd.js
var require_polyval_t_odd = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-tan/lib/polyval_t_odd.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.13333333333320124;
      }
      return 0.13333333333320124 + x * (0.021869488294859542 + x * (0.0035920791075913124 + x * (5880412408202641e-19 + x * (7817944429395571e-20 + x * -18558637485527546e-21))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-tan/lib/polyval_t_even.js
var require_polyval_t_even = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-tan/lib/polyval_t_even.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.05396825397622605;
      }
      return 0.05396825397622605 + x * (0.0088632398235993 + x * (0.0014562094543252903 + x * (2464631348184699e-19 + x * (7140724913826082e-20 + x * 2590730518636337e-20))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-kernel-tan/lib/main.js
var require_main5 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-tan/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib7();
    var setLowWord = require_lib9();
    var polyvalOdd = require_polyval_t_odd();
    var polyvalEven = require_polyval_t_even();
    var PIO4 = 0.7853981633974483;
    var PIO4LO = 3061616997868383e-32;
    var T0 = 0.3333333333333341;
    var HIGH_WORD_ABS_MASK = 2147483647 | 0;
    function kernelTan(x, y, k) {
      var hx;
      var ix;
      var a;
      var r;
      var s;
      var t;
      var v;
      var w;
      var z;
      hx = getHighWord(x);
      ix = hx & HIGH_WORD_ABS_MASK | 0;
      if (ix >= 1072010280) {
        if (x < 0) {
          x = -x;
          y = -y;
        }
        z = PIO4 - x;
        w = PIO4LO - y;
        x = z + w;
        y = 0;
      }
      z = x * x;
      w = z * z;
      r = polyvalOdd(w);
      v = z * polyvalEven(w);
      s = z * x;
      r = y + z * (s * (r + v) + y);
      r += T0 * s;
      w = x + r;
      if (ix >= 1072010280) {
        v = k;
        return (1 - (hx >> 30 & 2)) * (v - 2 * (x - (w * w / (w + v) - r)));
      }
      if (k === 1) {
        return w;
      }
      z = setLowWord(w, 0);
      v = r - (z - x);
      a = -1 / w;
      t = setLowWord(a, 0);
      s = 1 + t * z;
      return t + a * (s + t * v);
    }
    module.exports = kernelTan;
  }
});

// node_modules/@stdlib/math-base-special-kernel-tan/lib/index.js
var require_lib24 = __commonJS({
  "node_modules/@stdlib/math-base-special-kernel-tan/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main5();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-tan/lib/main.js
var require_main6 = __commonJS({
  "node_modules/@stdlib/math-base-special-tan/lib/main.js"(exports, module) {
    "use strict";
    var getHighWord = require_lib7();
    var kernelTan = require_lib24();
    var rempio2 = require_lib16();
    var HIGH_WORD_ABS_MASK = require_lib5();
    var HIGH_WORD_EXPONENT_MASK = require_lib8();
    var buffer = [0, 0];
    var HIGH_WORD_PIO4 = 1072243195 | 0;
    var HIGH_WORD_TWO_NEG_27 = 1044381696 | 0;
    function tan(x) {
      var ix;
      var n;
      ix = getHighWord(x);
      ix &= HIGH_WORD_ABS_MASK;
      if (ix <= HIGH_WORD_PIO4) {
        if (ix < HIGH_WORD_TWO_NEG_27) {
          return x;
        }
        return kernelTan(x, 0, 1);
      }
      if (ix >= HIGH_WORD_EXPONENT_MASK) {
        return NaN;
      }
      n = rempio2(x, buffer);
      return kernelTan(buffer[0], buffer[1], 1 - ((n & 1) << 1));
    }
    module.exports = tan;
  }
});

// node_modules/@stdlib/math-base-special-tan/lib/index.js
var require_lib25 = __commonJS({
  "node_modules/@stdlib/math-base-special-tan/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main6();
    module.exports = main;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/polyval_p.js
var require_polyval_p = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/polyval_p.js"(exports, module) {
    "use strict";
    function evalpoly(x) {
      if (x === 0) {
        return 0.08333333333333333;
      }
      return 0.08333333333333333 + x * (-0.008333333333333333 + x * (0.003968253968253968 + x * (-0.004166666666666667 + x * (0.007575757575757576 + x * (-0.021092796092796094 + x * (0.08333333333333333 + x * -0.4432598039215686))))));
    }
    module.exports = evalpoly;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/asymptotic_expansion.js
var require_asymptotic_expansion = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/asymptotic_expansion.js"(exports, module) {
    "use strict";
    var ln = require_lib12();
    var polyval = require_polyval_p();
    function digamma2(x) {
      var y;
      var z;
      x -= 1;
      y = ln(x) + 1 / (2 * x);
      z = 1 / (x * x);
      return y - z * polyval(z);
    }
    module.exports = digamma2;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/rational_pq.js
var require_rational_pq = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/rational_pq.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0.25479851061131553;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0.25479851061131553 + x * (-0.3255503118680449 + x * (-0.6503185377089651 + x * (-0.28919126444774784 + x * (-0.04525132144873906 + x * (-0.002071332116774595 + x * 0)))));
        s2 = 1 + x * (2.076711702373047 + x * (1.4606242909763516 + x * (0.43593529692665967 + x * (0.054151797245674226 + x * (0.0021284987017821146 + x * -5578984132167551e-22)))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (-0.002071332116774595 + x * (-0.04525132144873906 + x * (-0.28919126444774784 + x * (-0.6503185377089651 + x * (-0.3255503118680449 + x * 0.25479851061131553)))));
        s2 = -5578984132167551e-22 + x * (0.0021284987017821146 + x * (0.054151797245674226 + x * (0.43593529692665967 + x * (1.4606242909763516 + x * (2.076711702373047 + x * 1)))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/rational_approximation.js
var require_rational_approximation = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/rational_approximation.js"(exports, module) {
    "use strict";
    var rateval = require_rational_pq();
    var root1 = 1569415565 / 1073741824;
    var root2 = 381566830 / 1073741824 / 1073741824;
    var root3 = 9016312093258695e-35;
    var Y = 0.9955816268920898;
    function digamma2(x) {
      var g;
      var r;
      g = x - root1;
      g -= root2;
      g -= root3;
      r = rateval(x - 1);
      return g * Y + g * r;
    }
    module.exports = digamma2;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/main.js
var require_main7 = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/main.js"(exports, module) {
    "use strict";
    var isnan = require_lib();
    var floor = require_lib2();
    var tan = require_lib25();
    var PI = require_lib15();
    var asymptoticApprox = require_asymptotic_expansion();
    var rationalApprox = require_rational_approximation();
    var MIN_SAFE_ASYMPTOTIC = 10;
    function digamma2(x) {
      var rem;
      var tmp;
      if (isnan(x) || x === 0) {
        return NaN;
      }
      if (x <= -1) {
        x = 1 - x;
        rem = x - floor(x);
        if (rem > 0.5) {
          rem -= 1;
        }
        if (rem === 0) {
          return NaN;
        }
        tmp = PI / tan(PI * rem);
      } else {
        tmp = 0;
      }
      if (x >= MIN_SAFE_ASYMPTOTIC) {
        tmp += asymptoticApprox(x);
        return tmp;
      }
      while (x > 2) {
        x -= 1;
        tmp += 1 / x;
      }
      while (x < 1) {
        tmp -= 1 / x;
        x += 1;
      }
      tmp += rationalApprox(x);
      return tmp;
    }
    module.exports = digamma2;
  }
});

// node_modules/@stdlib/math-base-special-digamma/lib/index.js
var require_lib26 = __commonJS({
  "node_modules/@stdlib/math-base-special-digamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main7();
    module.exports = main;
  }
});

// node_modules/@stdlib/constants-float64-pi-squared/lib/index.js
var require_lib27 = __commonJS({
  "node_modules/@stdlib/constants-float64-pi-squared/lib/index.js"(exports, module) {
    "use strict";
    var PI_SQUARED = 9.869604401089358;
    module.exports = PI_SQUARED;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/rational_p12q12.js
var require_rational_p12q12 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/rational_p12q12.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -0.9999999999999991;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -0.9999999999999991 + x * (-4.712373111208652 + x * (-7.94125711970499 + x * (-5.746577466976647 + x * (-0.4042133494563989 + x * (2.4787778117864288 + x * (2.0771415170245513 + x * (0.8588778991623601 + x * (0.20499222604410033 + x * (0.027210314034819473 + x * 0.001576484902087695)))))))));
        s2 = 1 + x * (4.712373111208634 + x * (9.586191186553398 + x * (11.094006726982938 + x * (8.090754247493278 + x * (3.877058901598914 + x * (1.2275867870191448 + x * (0.249092040606385 + x * (0.02957504139006556 + x * (0.0015764849020049815 + x * 16126405034405948e-31)))))))));
      } else {
        x = 1 / x;
        s1 = 0.001576484902087695 + x * (0.027210314034819473 + x * (0.20499222604410033 + x * (0.8588778991623601 + x * (2.0771415170245513 + x * (2.4787778117864288 + x * (-0.4042133494563989 + x * (-5.746577466976647 + x * (-7.94125711970499 + x * (-4.712373111208652 + x * -0.9999999999999991)))))))));
        s2 = 16126405034405948e-31 + x * (0.0015764849020049815 + x * (0.02957504139006556 + x * (0.249092040606385 + x * (1.2275867870191448 + x * (3.877058901598914 + x * (8.090754247493278 + x * (11.094006726982938 + x * (9.586191186553398 + x * (4.712373111208634 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/rational_p24q24.js
var require_rational_p24q24 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/rational_p24q24.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -2.5584373473990794;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -2.5584373473990794 + x * (-12.283020824054201 + x * (-23.9195022162768 + x * (-24.925643150482347 + x * (-14.797912276547878 + x * (-4.466544539286106 + x * (-0.01914390334056497 + x * (0.5154120525543513 + x * (0.1953783487860643 + x * (0.03347612826241743 + x * (0.0023736652059422065 + x * 0))))))))));
        s2 = 1 + x * (4.800985584544199 + x * (9.992207278431701 + x * (11.889614616763133 + x * (8.966132566838091 + x * (4.4725413614962415 + x * (1.4860098202819654 + x * (0.31957073576676426 + x * (0.040735834578768094 + x * (0.0023736652059327163 + x * (23955488790352614e-32 + x * -29474924474061867e-34))))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (0.0023736652059422065 + x * (0.03347612826241743 + x * (0.1953783487860643 + x * (0.5154120525543513 + x * (-0.01914390334056497 + x * (-4.466544539286106 + x * (-14.797912276547878 + x * (-24.925643150482347 + x * (-23.9195022162768 + x * (-12.283020824054201 + x * -2.5584373473990794))))))))));
        s2 = -29474924474061867e-34 + x * (23955488790352614e-32 + x * (0.0023736652059327163 + x * (0.040735834578768094 + x * (0.31957073576676426 + x * (1.4860098202819654 + x * (4.4725413614962415 + x * (8.966132566838091 + x * (11.889614616763133 + x * (9.992207278431701 + x * (4.800985584544199 + x * 1))))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/rational_p48q48.js
var require_rational_p48q48 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/rational_p48q48.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 16662611269702147e-33;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 16662611269702147e-33 + x * (0.4999999999999977 + x * (6.402709450190538 + x * (41.38333741550006 + x * (166.8033418545628 + x * (453.39964786925367 + x * (851.153712317697 + x * (1097.7065756728507 + x * (938.4312324784553 + x * (487.26800160465194 + x * 119.95344524233573)))))))));
        s2 = 1 + x * (12.472085567047449 + x * (78.60931297532986 + x * (307.47024605031834 + x * (805.1406861011516 + x * (1439.1201976029215 + x * (1735.6105285756048 + x * (1348.3250071285634 + x * (607.2259858605709 + x * (119.95231785727705 + x * 14016591835503607e-20)))))))));
      } else {
        x = 1 / x;
        s1 = 119.95344524233573 + x * (487.26800160465194 + x * (938.4312324784553 + x * (1097.7065756728507 + x * (851.153712317697 + x * (453.39964786925367 + x * (166.8033418545628 + x * (41.38333741550006 + x * (6.402709450190538 + x * (0.4999999999999977 + x * 16662611269702147e-33)))))))));
        s2 = 14016591835503607e-20 + x * (119.95231785727705 + x * (607.2259858605709 + x * (1348.3250071285634 + x * (1735.6105285756048 + x * (1439.1201976029215 + x * (805.1406861011516 + x * (307.47024605031834 + x * (78.60931297532986 + x * (12.472085567047449 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/rational_p816q816.js
var require_rational_p816q816 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/rational_p816q816.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return -1848283152741466e-35;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = -1848283152741466e-35 + x * (0.5 + x * (3.0253386524731334 + x * (13.599592751745737 + x * (35.31322242830879 + x * (67.16394245507142 + x * (83.5767733658514 + x * (71.07349121223571 + x * (35.86215156147256 + x * 8.721522316399835))))))));
        s2 = 1 + x * (5.717343971612935 + x * (25.29340417962044 + x * (62.26197679674682 + x * (113.955048909239 + x * (130.80713832893898 + x * (102.42314690233765 + x * (44.04247728052452 + x * (8.89898032477904 + x * -0.029662733687204))))))));
      } else {
        x = 1 / x;
        s1 = 8.721522316399835 + x * (35.86215156147256 + x * (71.07349121223571 + x * (83.5767733658514 + x * (67.16394245507142 + x * (35.31322242830879 + x * (13.599592751745737 + x * (3.0253386524731334 + x * (0.5 + x * -1848283152741466e-35))))))));
        s2 = -0.029662733687204 + x * (8.89898032477904 + x * (44.04247728052452 + x * (102.42314690233765 + x * (130.80713832893898 + x * (113.955048909239 + x * (62.26197679674682 + x * (25.29340417962044 + x * (5.717343971612935 + x * 1))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/rational_p16infq16inf.js
var require_rational_p16infq16inf = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/rational_p16infq16inf.js"(exports, module) {
    "use strict";
    function evalrational(x) {
      var ax;
      var s1;
      var s2;
      if (x === 0) {
        return 0;
      }
      if (x < 0) {
        ax = -x;
      } else {
        ax = x;
      }
      if (ax <= 1) {
        s1 = 0 + x * (0.5 + x * (0.34562566988545623 + x * (9.628954993608422 + x * (3.5936085382439025 + x * (49.45959911843888 + x * (7.775192373218939 + x * (74.4536074488178 + x * (2.7520934039706906 + x * (23.92923597114717 + x * 0)))))))));
        s2 = 1 + x * (0.3579180064375791 + x * (19.138603985070986 + x * (0.8743490814641436 + x * (98.65160974348555 + x * (-16.10519728333829 + x * (154.31686021625373 + x * (-40.2026880424379 + x * (60.167913667426475 + x * (-13.341484462225642 + x * 2.537956362006499)))))))));
      } else {
        x = 1 / x;
        s1 = 0 + x * (23.92923597114717 + x * (2.7520934039706906 + x * (74.4536074488178 + x * (7.775192373218939 + x * (49.45959911843888 + x * (3.5936085382439025 + x * (9.628954993608422 + x * (0.34562566988545623 + x * (0.5 + x * 0)))))))));
        s2 = 2.537956362006499 + x * (-13.341484462225642 + x * (60.167913667426475 + x * (-40.2026880424379 + x * (154.31686021625373 + x * (-16.10519728333829 + x * (98.65160974348555 + x * (0.8743490814641436 + x * (19.138603985070986 + x * (0.3579180064375791 + x * 1)))))))));
      }
      return s1 / s2;
    }
    module.exports = evalrational;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/main.js
var require_main8 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/main.js"(exports, module) {
    "use strict";
    var floor = require_lib2();
    var sinpi = require_lib17();
    var PI_SQUARED = require_lib27();
    var rateval12 = require_rational_p12q12();
    var rateval24 = require_rational_p24q24();
    var rateval48 = require_rational_p48q48();
    var rateval816 = require_rational_p816q816();
    var rateval16INF = require_rational_p16infq16inf();
    var YOFFSET24 = 3.5584373474121094;
    function trigamma2(x) {
      var result;
      var s;
      var y;
      var z;
      result = 0;
      if (x <= 0) {
        if (floor(x) === x) {
          return NaN;
        }
        s = sinpi(x);
        z = 1 - x;
        return -trigamma2(z) + PI_SQUARED / (s * s);
      }
      if (x < 1) {
        result = 1 / (x * x);
        x += 1;
      }
      if (x <= 2) {
        result += (2 + rateval12(x)) / (x * x);
      } else if (x <= 4) {
        result += (YOFFSET24 + rateval24(x)) / (x * x);
      } else if (x <= 8) {
        y = 1 / x;
        result += (1 + rateval48(y)) / x;
      } else if (x <= 16) {
        y = 1 / x;
        result += (1 + rateval816(y)) / x;
      } else {
        y = 1 / x;
        result += (1 + rateval16INF(y)) / x;
      }
      return result;
    }
    module.exports = trigamma2;
  }
});

// node_modules/@stdlib/math-base-special-trigamma/lib/index.js
var require_lib28 = __commonJS({
  "node_modules/@stdlib/math-base-special-trigamma/lib/index.js"(exports, module) {
    "use strict";
    var main = require_main8();
    module.exports = main;
  }
});

// src/model/head-place.ts
var HEAD_KINDS = ["pull-request", "push", "run"];
function onHead(kind) {
  return kind === "pull-request" ? "on the PR" : kind === "push" ? "in this push" : "in the head run";
}
function baseOfHead(kind) {
  return kind === "push" || kind === "run" ? "the base commit" : "the PR's base";
}

// src/report/words/class-labels.ts
var CLASS_ORDER = [
  "failed",
  "regression",
  "inconclusive",
  "improvement",
  "no-change",
  "added",
  "removed",
  "not-compared"
];
var CLASS_ICON = {
  regression: "\u{1F53A}",
  improvement: "\u{1F7E2}",
  "no-change": "\u26AA",
  inconclusive: "\u{1F535}",
  added: "\u2795",
  removed: "\u2796",
  "not-compared": "\u23F8\uFE0F",
  failed: "\u274C"
};
var CLASS_NAMES = {
  regression: ["regression", "regressions"],
  improvement: ["improvement", "improvements"],
  "no-change": ["no change", "no change"],
  inconclusive: ["inconclusive", "inconclusive"],
  added: ["added", "added"],
  removed: ["removed", "removed"],
  "not-compared": ["not compared", "not compared"],
  failed: ["failed", "failed"]
};
function classLabel(comparison3) {
  const strength = comparison3.strength ? ` (${comparison3.strength})` : "";
  return `${CLASS_ICON[comparison3.class]} ${CLASS_NAMES[comparison3.class][0]}${strength}`;
}
function countByClass(comparisons) {
  const counts = Object.fromEntries(CLASS_ORDER.map((c) => [c, 0]));
  for (const comparison3 of comparisons) counts[comparison3.class]++;
  return counts;
}
function classCount(cls, comparisons, waived) {
  const of = comparisons.filter((c) => c.class === cls);
  const accepted = cls === "inconclusive" ? of.filter((c) => waived.has(c.key)).length : 0;
  const counted = of.length - accepted;
  const name = (n) => `${n.toLocaleString("en-US")} ${CLASS_NAMES[cls][n === 1 ? 0 : 1]}`;
  if (accepted === 0) return { text: name(of.length), counted };
  const text = counted === 0 ? `${accepted.toLocaleString("en-US")} waived ${CLASS_NAMES[cls][0]}` : `${name(counted)} (+${accepted.toLocaleString("en-US")} waived)`;
  return { text, counted };
}

// src/report/data/severity-order.ts
var STRENGTH_ORDER = [
  "exact",
  "strong",
  "likely",
  "unverified",
  null
];
function rank(c) {
  return CLASS_ORDER.indexOf(c.class) * 8 + STRENGTH_ORDER.indexOf(c.strength) + 1;
}
function worsening(c) {
  return c.ratio !== null && c.ratio > 0 ? Math.abs(Math.log(c.ratio)) : 0;
}
function compareDescending(a, b) {
  return b > a ? 1 : b < a ? -1 : 0;
}
function positionOrder(comparisons) {
  const ranks = new Int8Array(comparisons.length);
  const worsenings = new Float64Array(comparisons.length);
  comparisons.forEach((c, i) => {
    ranks[i] = rank(c);
    worsenings[i] = worsening(c);
  });
  return (i, j) => {
    const byRank = (ranks[i] ?? 0) - (ranks[j] ?? 0);
    if (byRank !== 0) return byRank;
    const bySize = compareDescending(worsenings[i] ?? 0, worsenings[j] ?? 0);
    if (bySize !== 0) return bySize;
    const a = comparisons[i]?.label ?? "";
    const b = comparisons[j]?.label ?? "";
    return a < b ? -1 : a > b ? 1 : i - j;
  };
}
function sortedBySeverity(comparisons) {
  const order = Array.from(comparisons.keys()).sort(positionOrder(comparisons));
  return order.flatMap((i) => comparisons[i] ?? []);
}
function severityOrder(comparisons) {
  const before = positionOrder(comparisons);
  const heap = Int32Array.from(comparisons.keys());
  let size = heap.length;
  const siftDown = (from) => {
    let parent = from;
    for (; ; ) {
      const left = 2 * parent + 1;
      let first = parent;
      if (left < size && before(heap[left] ?? 0, heap[first] ?? 0) < 0) first = left;
      if (left + 1 < size && before(heap[left + 1] ?? 0, heap[first] ?? 0) < 0) first = left + 1;
      if (first === parent) return;
      const moved = heap[parent] ?? 0;
      heap[parent] = heap[first] ?? 0;
      heap[first] = moved;
      parent = first;
    }
  };
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i);
  const ordered = [];
  return {
    length: comparisons.length,
    all: comparisons,
    at: (index) => {
      while (ordered.length <= index && size > 0) {
        const top = heap[0] ?? 0;
        const c = comparisons[top];
        if (c) ordered.push(c);
        size--;
        heap[0] = heap[size] ?? 0;
        siftDown(0);
      }
      return ordered[index];
    }
  };
}

// src/report/markdown/comment-blocks.ts
var PRIORITY = {
  verdict: 0,
  changes: 1,
  notices: 2,
  inconclusive: 3,
  details: 4,
  listings: 5
};
function textBlock(text, priority) {
  return { kind: "text", text, priority };
}
function details(summary, body, open = false) {
  return `<details${open ? " open" : ""}><summary>${summary}</summary>

${body}

</details>`;
}
function markdownTable(header, rows) {
  return [tableLine(header), tableLine(header.map(() => "---")), ...rows.map(tableLine)].join("\n");
}
function tableLine(cells) {
  return `| ${cells.join(" | ")} |`;
}

// src/report/markdown/table-rows.ts
function lazyRows(items, row, hasBar) {
  const made = /* @__PURE__ */ new Map();
  const rowAt = (index) => {
    const item = items.at(index);
    if (item === void 0) return void 0;
    let known = made.get(index);
    if (!known) made.set(index, known = row(item));
    return known;
  };
  const hasBarAt = (index) => {
    const item = items.at(index);
    if (item === void 0) return false;
    return hasBar ? hasBar(item) : rowAt(index)?.bar !== void 0;
  };
  const unordered = Array.isArray(items) ? items : items.all;
  return {
    length: items.length,
    cells: (index) => rowAt(index)?.cells ?? [],
    bar: (index) => rowAt(index)?.bar,
    hasBar: hasBarAt,
    countBars: (end) => {
      if (end >= items.length && hasBar && unordered) return unordered.filter(hasBar).length;
      let count = 0;
      for (let i = 0; i < Math.min(end, items.length); i++) if (hasBarAt(i)) count++;
      return count;
    }
  };
}
function rowSource(rows) {
  return isList(rows) ? lazyRows(rows, (row) => row) : rows;
}
function isList(rows) {
  return Array.isArray(rows);
}

// src/model/invisible-characters.ts
var DEFAULT_IGNORABLE = new RegExp("\\p{Default_Ignorable_Code_Point}", "gu");
var HAS_DEFAULT_IGNORABLE = new RegExp("\\p{Default_Ignorable_Code_Point}", "u");
function hasInvisible(text) {
  return HAS_DEFAULT_IGNORABLE.test(text);
}
function showInvisible(text) {
  return hasInvisible(text) ? text.replace(DEFAULT_IGNORABLE, codePointName) : text;
}
function showLookalikes(text) {
  if (/^[\u0000-\u007f]*$/.test(text)) return text;
  return showInvisible(text).replace(
    /[^\u0020-\u007e]/gu,
    (c) => c.normalize("NFKC") === c ? c : codePointName(c)
  );
}
function showRenamed(before, after) {
  const shown = [showLookalikes(before), showLookalikes(after)];
  if (shown[0].normalize("NFC") !== shown[1].normalize("NFC")) return shown;
  const spell = (text) => text.replace(/[^\u0020-\u007e]/gu, codePointName);
  return [spell(before), spell(after)];
}
function codePointName(c) {
  return `<U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}>`;
}
function looseName(text) {
  if (/^[\u0000-\u007f]*$/.test(text)) return text;
  return text.replace(DEFAULT_IGNORABLE, "").normalize("NFKC").replace(DEFAULT_IGNORABLE, "");
}

// src/report/markdown/escape-markdown.ts
var ZWJ = "\u200D";
var DEFAULT_MAX_LENGTH = 160;
var LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;
var BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
var MARKDOWN_PUNCTUATION = /[\\`*_[\]|~$]/g;
var HTML_SPECIAL = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
var HEX_RUN = /\b([0-9a-f]{7,64})\b/i;
var LEADING_BULLET = /^[-+=]/;
var LEADING_NUMBER = /^(\d{1,9})([.)])/;
function capLength(text, max = DEFAULT_MAX_LENGTH) {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join("")}\u2026`;
}
function singleLine(text) {
  return showInvisible(text.replace(LINE_BREAKING, " "));
}
function inlineText(text, maxLength = DEFAULT_MAX_LENGTH) {
  const line = capLength(singleLine(text).trimStart(), maxLength);
  const parts = line.split(HEX_RUN);
  const escaped = parts.map(
    (part, index) => index % 2 === 1 && !isFractionDigits(part, parts[index - 1] ?? "") ? codeSpan(part) : escapeProse(part)
  ).join("");
  return escaped.replace(LEADING_BULLET, "\\$&").replace(LEADING_NUMBER, "$1\\$2");
}
function isFractionDigits(run, before) {
  return /^\d+$/.test(run) && /\d[.,]$/.test(before);
}
function escapeProse(text) {
  return text.replace(/[&<>]/g, (c) => HTML_SPECIAL[c] ?? c).replace(MARKDOWN_PUNCTUATION, (c) => `\\${c}`).replace(/[@#]/g, (c) => `${c}${ZWJ}`).replace(/\b(GH)-(?=\d)/gi, `$1${ZWJ}-`).replace(/(:)(\/\/)/g, `$1${ZWJ}$2`).replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}${ZWJ}.`);
}
function codeSpan(text, options = {}) {
  let content = capLength(singleLine(text), options.maxLength ?? DEFAULT_MAX_LENGTH);
  if (options.inTable) content = content.replace(/\|/g, "\\|");
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  const padded = /^[` ]|[` ]$/.test(content) || content === "" ? ` ${content} ` : content;
  return `${fence}${padded}${fence}`;
}
function codeBlock(text, language = "") {
  const body = text.replace(/\r\n?/g, "\n").replace(BIDI_CONTROLS, "");
  const longestRun = Math.max(2, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = "`".repeat(longestRun + 1);
  return `${fence}${language}
${body}
${fence}`;
}
function safeUrl(url) {
  if (!/^https?:\/\/[^\s/]/i.test(url)) return null;
  return url.replace(
    /[\u0000-\u0020\u007f-\u009f()<>"'`\\[\]|]/g,
    (c) => encodeURIComponent(c).replace(
      /[()'`]/g,
      (p) => `%${p.charCodeAt(0).toString(16).toUpperCase()}`
    )
  );
}

// src/report/words/visible-text.ts
var HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u3164\ufe00-\ufe0f\uffa0\u{1d173}-\u{1d17a}\u{e0000}-\u{e0fff}]/u;
var HIDDEN_ALL = new RegExp(HIDDEN.source, "gu");
function codeEscape(character) {
  const code = character.codePointAt(0) ?? 0;
  if (code < 128) return `\\x${code.toString(16).padStart(2, "0")}`;
  if (code <= 65535) return `\\u${code.toString(16).padStart(4, "0")}`;
  return `\\U${code.toString(16).padStart(8, "0")}`;
}
function visibleText(text) {
  return text.replace(HIDDEN_ALL, codeEscape);
}
var ZERO_WIDTH = new RegExp("\\p{M}", "u");
function displayWidth(text) {
  let width = 0;
  for (const character of text) width += characterWidth(character);
  return width;
}
function characterWidth(character) {
  const code = character.codePointAt(0) ?? 0;
  if (code < 768) return 1;
  if (ZERO_WIDTH.test(character)) return 0;
  return isWide(code) ? 2 : 1;
}
function isWide(code) {
  return code >= 4352 && code <= 4447 || code >= 11904 && code <= 42191 && code !== 12351 || code >= 44032 && code <= 55203 || code >= 63744 && code <= 64255 || code >= 65072 && code <= 65135 || code >= 65280 && code <= 65376 || code >= 65504 && code <= 65510 || code >= 127744 && code <= 128591 || code >= 128640 && code <= 128767 || code >= 129280 && code <= 129791 || code >= 131072 && code <= 262141;
}

// src/report/markdown/render-chart.ts
var MAX_CHART_BARS = 20;
var HALF_WIDTH = 20;
var NAME_WIDTH = 30;
var METRIC_WIDTH = 12;
var CONTEXT = 6;
var AXIS = "\u2502";
var FULL = "\u2588";
var LEFT_HALF = "\u258C";
var RIGHT_HALF = "\u2590";
function renderChart(bars, total = bars.length) {
  const shown = bars.filter((bar) => Number.isFinite(bar.percent)).slice(0, MAX_CHART_BARS);
  if (shown.length === 0) return "";
  const labels2 = uniqueLabels(shown);
  const labelWidth = Math.max(...labels2.map(displayWidth));
  const numbers2 = shown.map(barText);
  const numberWidth = Math.max(...numbers2.map((n) => n.length));
  const largest = Math.max(...shown.map((bar) => roundedSize(bar.percent)));
  const longest = shown.reduce((a, b) => roundedSize(b.percent) > roundedSize(a.percent) ? b : a);
  const more = total > shown.length ? `; first ${shown.length} of ${total} rows` : "";
  const indent = " ".repeat(labelWidth + 2);
  const lines = [
    `Change vs base, bars to scale (longest ${barText(longest).slice(1)}); % as in the table${more}`,
    `${indent}${"improvement \u2190".padStart(HALF_WIDTH)}${AXIS}\u2192 regression`,
    ...shown.map((bar, i) => {
      const label = labels2[i] ?? "";
      const padded = label + " ".repeat(labelWidth - displayWidth(label));
      const [left, right] = halves(bar, largest);
      const number = (numbers2[i] ?? "").padStart(numberWidth);
      const unknown = bar.worse === null ? " (direction unknown: not drawn)" : "";
      return `${padded}  ${left}${AXIS}${right} ${number}${unknown}`;
    })
  ];
  if (shown.some(risingImprovement))
    lines.push("A rate (ops/s, MB/s) that rose is an improvement: its + is drawn on the left.");
  return codeBlock(lines.join("\n"), "text");
}
function halves(bar, largest) {
  const empty = " ".repeat(HALF_WIDTH);
  const size = roundedSize(bar.percent);
  if (bar.worse === null || size === 0 || !(largest > 0)) return [empty, empty];
  const units = Math.max(1, Math.round(size / largest * 2 * HALF_WIDTH));
  const full = FULL.repeat(Math.floor(units / 2));
  const odd = units % 2 === 1;
  return bar.worse ? [empty, `${full}${odd ? LEFT_HALF : ""}`.padEnd(HALF_WIDTH)] : [`${odd ? RIGHT_HALF : ""}${full}`.padStart(HALF_WIDTH), empty];
}
function risingImprovement(bar) {
  return bar.worse === false && roundedSize(bar.percent) > 0 && bar.percent > 0;
}
function roundedSize(percent3) {
  const size = Math.abs(percent3);
  return size >= 100 ? Math.round(size) : Math.round(size * 10) / 10;
}
function barText(bar) {
  return bar.text ?? signedText(bar.percent);
}
function signedText(percent3) {
  const size = roundedSize(percent3);
  const digits = Math.abs(percent3) >= 100 ? 0 : 1;
  if (size === 0) return "0.0 %";
  return `${percent3 > 0 ? "+" : "\u2212"}${size.toFixed(digits)} %`;
}
function uniqueLabels(bars) {
  const names = distinctParts(bars.map((bar) => visibleText(bar.label) || "\xB7")).map(
    (name) => fitWidth(name, NAME_WIDTH)
  );
  const withMetric = names.map(
    (name, i) => names.indexOf(name) !== names.lastIndexOf(name) ? `${name} ${fitWidth(visibleText(bars[i]?.metric ?? ""), METRIC_WIDTH)}` : name
  );
  const seen = /* @__PURE__ */ new Map();
  return withMetric.map((label) => {
    const count = (seen.get(label) ?? 0) + 1;
    seen.set(label, count);
    return count === 1 ? label : `${label} (${count})`;
  });
}
function distinctParts(names) {
  const lists = names.map((name) => Array.from(name));
  const shortest = Math.min(...lists.map((l) => l.length));
  if (names.length < 2 || shortest <= NAME_WIDTH) return [...names];
  const first = lists[0] ?? [];
  let prefix = 0;
  while (prefix < shortest && lists.every((l) => l[prefix] === first[prefix])) prefix++;
  let suffix = 0;
  const fromEnd = (list, offset) => list[list.length - 1 - offset];
  while (suffix < shortest - prefix && lists.every((l) => fromEnd(l, suffix) === fromEnd(first, suffix)))
    suffix++;
  const cut = Math.max(0, prefix - CONTEXT);
  const keep = Math.max(0, suffix - CONTEXT);
  if (cut === 0 && keep === 0) return [...names];
  return lists.map(
    (l) => `${cut > 0 ? "\u2026" : ""}${l.slice(cut, l.length - keep).join("")}${keep > 0 ? "\u2026" : ""}`
  );
}
function fitWidth(text, max) {
  if (displayWidth(text) <= max) return text;
  const points = Array.from(text);
  const headRoom = Math.floor((max - 1) * 2 / 5);
  const head = [];
  let used = 0;
  for (const point of points) {
    const width = displayWidth(point);
    if (used + width > headRoom) break;
    head.push(point);
    used += width;
  }
  const tail = [];
  for (let i = points.length - 1; i >= head.length; i--) {
    const point = points[i] ?? "";
    const width = displayWidth(point);
    if (used + width > max - 1) break;
    tail.unshift(point);
    used += width;
  }
  return `${head.join("")}\u2026${tail.join("")}`;
}

// src/report/markdown/fit-blocks.ts
var OMISSION_RESERVE = 400;
var SEPARATOR = 2;
function fitBlocks(blocks, footer, options) {
  const kept = /* @__PURE__ */ new Map();
  let room2 = options.maxLength - utf8Length(footer) - OMISSION_RESERVE - 1;
  let omittedRows = 0;
  let omittedSections = 0;
  const order = blocks.map((block, index) => ({ block, index })).sort((a, b) => a.block.priority - b.block.priority || a.index - b.index);
  for (const { block, index } of order) {
    const fitted = fitBlock(block, block.priority === 0 ? Infinity : room2 - SEPARATOR);
    if (fitted) {
      kept.set(index, fitted.text);
      room2 -= utf8Length(fitted.text) + SEPARATOR;
      omittedRows += fitted.omittedRows;
    } else if (block.kind === "table") omittedRows += block.rows.length;
    else omittedSections++;
  }
  const parts = blocks.flatMap((_, index) => {
    const text = kept.get(index);
    return text === void 0 ? [] : [text];
  });
  const omission = omissionLine(omittedRows, omittedSections, options.fullReportName);
  if (omission !== "") options.onOmitted?.(omittedRows, omittedSections);
  return `${[...parts, ...omission ? [omission] : [], footer].join("\n\n")}
`;
}
function fitBlock(block, budget) {
  if (block.kind === "text")
    return utf8Length(block.text) <= budget ? { text: block.text, omittedRows: 0 } : void 0;
  const rows = rowSource(block.rows);
  if (rowLinesFit(rows, budget)) {
    const whole = renderTableBlock(block, rows.length);
    if (utf8Length(whole) <= budget) return { text: whole, omittedRows: 0 };
  }
  const kept = rowsThatFit(block, budget);
  if (kept === 0) return void 0;
  return { text: renderTableBlock(block, kept), omittedRows: rows.length - kept };
}
function rowLinesFit(rows, budget) {
  let length = 0;
  for (let i = 0; i < rows.length; i++) {
    length += utf8Length(tableLine(rows.cells(i))) + 1;
    if (length > budget) return false;
  }
  return true;
}
function rowsThatFit(block, budget) {
  const rows = rowSource(block.rows);
  let kept = 1;
  let length = utf8Length(renderTableBlock(block, 1, rows.length));
  if (length > budget) return 0;
  while (kept < rows.length) {
    const next = utf8Length(tableLine(rows.cells(kept))) + 1;
    if (length + next > budget) break;
    length += next;
    kept++;
  }
  while (kept > 0 && utf8Length(renderTableBlock(block, kept)) > budget) kept--;
  return kept;
}
function renderTableBlock(block, kept, chartRows = kept) {
  const rows = rowSource(block.rows);
  const omitted = rows.length - kept;
  const note = omitted > 0 ? [`\u2026 ${omitted.toLocaleString("en-US")} more rows not shown here`] : [];
  const body = [
    markdownTable(
      block.header,
      Array.from({ length: kept }, (_, i) => rows.cells(i))
    ),
    ...note,
    ...block.footnote ? [block.footnote] : []
  ].join("\n\n");
  const chart = block.chart ? chartOf(rows, Math.max(kept, chartRows)) : "";
  const inner = chart === "" ? body : `${body}

${chart}`;
  const framed = block.collapsed ? details(`${block.collapsed} (${rows.length.toLocaleString("en-US")})`, inner) : inner;
  return block.title ? `${block.title}

${framed}` : framed;
}
function chartOf(rows, count) {
  const bars = [];
  let shown = 0;
  for (let i = 0; i < count && shown < MAX_CHART_BARS; i++) {
    const bar = rows.hasBar(i) ? rows.bar(i) : void 0;
    if (!bar) continue;
    bars.push(bar);
    if (Number.isFinite(bar.percent)) shown++;
  }
  return renderChart(bars, rows.countBars(count));
}
function omissionLine(rows, sections2, fullReportName) {
  if (rows === 0 && sections2 === 0) return "";
  const counted = [
    rows > 0 ? plural(rows, "more row") : "",
    sections2 > 0 ? plural(sections2, "more section") : ""
  ].filter(Boolean);
  const what = sections2 > 0 ? "full report" : "full table";
  return `\u2026 ${counted.join(" and ")} omitted; ${what} in ${fullReportName}.`;
}
function utf8Length(text) {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 128) bytes += 1;
    else if (code < 2048) bytes += 2;
    else if (code >= 55296 && code <= 56319 && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 56320 && next <= 57343) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

// src/report/markdown/render-footer.ts
var DOCS_URL = "https://github.com/bench-verdict/bench-verdict/blob/v1/docs";
var TESTED = /* @__PURE__ */ new Set([
  "regression",
  "improvement",
  "no-change",
  "inconclusive"
]);
function renderFooter(reports, summaryCut = false) {
  const url = reports[0]?.context.fullReportUrl;
  const summaryUrl = url ? safeUrl(url) : null;
  const full = !summaryUrl ? "Full report: the JSON report" : summaryCut ? `Full report: the JSON report file ([job summary](${summaryUrl}), shortened)` : `Full report: [job summary](${summaryUrl}) and the JSON report file`;
  const need = footerNeeds(reports);
  const docs = [
    ...need.inconclusive ? [`[why inconclusive?](${DOCS_URL}/inconclusive.md)`] : [],
    ...need.moreSamples ? [`[how to get more samples](${DOCS_URL}/more-samples.md)`] : [],
    ...need.control ? [`[how to set up an A/A control](${DOCS_URL}/aa-control.md)`] : [],
    `[what the verdicts mean](${DOCS_URL}/verdicts.md)`
  ];
  return `<sub>${[full, ...docs].join(" \xB7 ")} \xB7 bench-verdict</sub>`;
}
function footerNeeds(reports) {
  const inconclusive = reports.some(
    (r) => r.verdict.level === "inconclusive" || r.comparisons.some((c) => c.class === "inconclusive")
  );
  return {
    inconclusive,
    moreSamples: inconclusive || reports.some(wantsMoreSamples),
    // An A/A control (like history) replaces an assumed floor with a measured one; with every
    // floor measured, exact or from rounds, setting one up answers nothing here.
    control: reports.some(
      (r) => r.comparisons.some((c) => TESTED.has(c.class) && c.floor.source === "assumed")
    )
  };
}
function wantsMoreSamples(report) {
  const tested = report.comparisons.filter((c) => c.gated && c.pMin !== null);
  const level = report.method.fdr / Math.max(1, tested.length);
  return report.comparisons.some(
    (c) => c.strength === "likely" || c.strength === "unverified" || c.gated && c.pMin !== null && c.pMin > level
  );
}

// src/model/verdict.ts
var VERDICT_LEVELS = [
  "pass",
  "warn",
  "fail",
  "inconclusive",
  "no-baseline",
  "error"
];
var VERDICT_EMOJI = {
  pass: "\u2705",
  warn: "\u{1F7E1}",
  fail: "\u274C",
  inconclusive: "\u{1F535}",
  "no-baseline": "\u26AA",
  error: "\u26D4"
};

// src/model/comparison.ts
var CHANGE_CLASSES = [
  "regression",
  "improvement",
  "no-change",
  "inconclusive",
  "added",
  "removed",
  "not-compared",
  "failed"
];
var STRENGTHS = [
  "strong",
  "likely",
  "unverified",
  "exact",
  "equivalent",
  "in-noise",
  "run-to-run-noise"
];
var DECISION_ROWS = [
  "0",
  "1",
  "2",
  "2a",
  "2b",
  "3",
  "4",
  "5",
  "6",
  "7",
  "8",
  "9",
  "10",
  "11",
  "12",
  "13",
  "14"
];
var UNTESTED_ROWS = /* @__PURE__ */ new Set([
  "0",
  "2a",
  "2b",
  "3",
  "4"
]);
function isTestedRow(row) {
  return !UNTESTED_ROWS.has(row);
}
var TEST_METHODS = [
  "mann-whitney-exact",
  "mann-whitney-exact-ties",
  "mann-whitney-normal",
  "welch-log-summary",
  "signed-rank-exact",
  "signed-rank-normal",
  "stratified-rank-sum",
  "random-effects-hksj",
  "deterministic",
  "none"
];
var FLOOR_SOURCES = [
  "paired",
  "deterministic",
  "history",
  "aa-control",
  "assumed"
];
var CENTRE_STATISTICS = ["median", "mean"];
function isWaiting(c) {
  return c.waiting !== void 0;
}

// src/compare/evidence/failure-reason.ts
function failureReason(failure2, headKind) {
  const { head, base } = failure2;
  const where = onHead(headKind);
  if (head !== null && base !== null) {
    const side = headKind === "pull-request" ? "PR" : "head";
    return `failed ${where} and on base: ${side}: ${failureText(head)}; base: ${failureText(base)}`;
  }
  if (head !== null) return `failed ${where}: ${failureText(head)}`;
  return base === null ? "failed" : `failed on base: ${failureText(base)}; not compared`;
}

// src/compare/evidence/comparison-record.ts
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
function failedComparison(frame, failure2, stats, headKind) {
  const reason = failureReason(failure2, headKind);
  const comparison3 = informationalComparison(frame, "failed", reason, stats);
  return { ...comparison3, failure: failure2 };
}
function comparisonOf(frame, base, head, s, extra) {
  const { identity } = frame;
  const comparison3 = {
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
  if (s.decisionRow !== void 0) comparison3.decisionRow = s.decisionRow;
  if (s.band !== void 0) comparison3.band = s.band;
  if (extra !== void 0) {
    if (extra.qUp !== null) comparison3.qUp = extra.qUp;
    if (extra.qDown !== null) comparison3.qDown = extra.qDown;
    if (extra.driftShift !== 0) comparison3.driftShift = extra.driftShift;
    if (extra.runToRun !== null) comparison3.runToRun = extra.runToRun;
    if (extra.suiteShare !== null) comparison3.suiteShare = extra.suiteShare;
  }
  if (identity.format !== void 0) comparison3.format = identity.format;
  return comparison3;
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
var LEFT_OUT = /* @__PURE__ */ new Set(["added", "removed", "not-compared", "failed"]);
function worseLogChange(c) {
  if (LEFT_OUT.has(c.class) || c.ratio === null || !(c.ratio > 0) || !Number.isFinite(c.ratio))
    return null;
  return (c.direction === "higher-is-better" ? -1 : 1) * Math.log(c.ratio);
}

// src/compare/nulls/distributions.ts
var import_math_base_special_erfc = __toESM(require_lib10(), 1);
var import_stats_base_dists_normal_quantile = __toESM(require_lib22(), 1);
var import_stats_base_dists_t_cdf = __toESM(require_lib23(), 1);
var import_stats_base_dists_t_quantile = __toESM(require_lib19(), 1);
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
  if (df === Infinity) return normalUpperTail(t);
  return (0, import_stats_base_dists_t_cdf.default)(-t, df);
}
function studentTQuantile(p, df) {
  if (df === Infinity) return normalQuantile(p);
  return (0, import_stats_base_dists_t_quantile.default)(p, df);
}

// src/compare/tests/minimum-detectable-effect.ts
var POWER = 0.8;
function minimumDetectableEffect(ci, band, alpha) {
  if (ci === null || !Number.isFinite(ci.upper - ci.lower)) return band;
  const z = normalQuantile(1 - alpha / 2);
  const standardError = (ci.upper - ci.lower) / (2 * z);
  return Math.max(band, (z + normalQuantile(POWER)) * standardError);
}

// src/compare/paths/decision-band.ts
function decisionBand(floor, guard, threshold) {
  const tau = Math.log1p(threshold);
  if (floor.source === "assumed") return Math.max(tau, floor.log, guard);
  if (floor.source === "aa-control") return Math.max(tau, floor.log);
  return tau;
}
function untestableBand(theta, noiseFloor) {
  return Math.max(theta, Math.log1p(noiseFloor));
}

// src/compare/evidence/assemble-comparison.ts
function assembleComparison(frame, measurement, judged, settings, classify) {
  const familyQ = judged.q0;
  const higherIsBetter = frame.identity.direction === "higher-is-better";
  const qWorse = higherIsBetter ? judged.qDown : judged.qUp;
  const qBetter = higherIsBetter ? judged.qUp : judged.qDown;
  const { logCi } = measurement;
  const ci = logCi === null ? null : higherIsBetter ? { lower: -logCi.upper, upper: -logCi.lower } : logCi;
  const { theta } = judged;
  const thetaU = untestableBand(theta, settings.noiseFloor);
  const band = measurement.path === "untestable" ? thetaU : theta;
  const mde = measurement.path === "tested" || measurement.path === "untestable" && measurement.untestableReason === null ? minimumDetectableEffect(ci, band, settings.alpha) : null;
  const own = mde === null || frame.floor.source !== "assumed" ? null : minimumDetectableEffect(ci, decisionBand(frame.floor, 0, judged.threshold), settings.alpha);
  const signs = measurement.signs;
  const evidence = {
    path: measurement.path,
    invalidReason: measurement.invalidReason,
    delta: higherIsBetter ? -measurement.logRatio : measurement.logRatio,
    ci,
    pValue: measurement.pValue,
    qValue: familyQ ?? measurement.pValue,
    qUp: qWorse,
    qDown: qBetter,
    guard: judged.guard,
    theta,
    thetaU,
    runToRun: judged.runToRun,
    pMin: measurement.pMin,
    sampleSizes: measurement.sampleSizes,
    paired: measurement.paired,
    separated: measurement.separated,
    signsDisagree: signs !== null && signs.positive > 0 && signs.negative > 0,
    belowResolution: measurement.belowResolution,
    resolutionBound: measurement.resolutionBound,
    floor: frame.floor,
    minimumDetectableEffect: mde,
    ownDetectableEffect: own,
    samplesNeeded: measurement.samplesNeeded,
    untestableReason: measurement.untestableReason,
    directionKnown: frame.identity.direction !== "unknown",
    higherIsBetter
  };
  const decided = classify(evidence, frame.identity);
  const unstable = isUnstable(measurement.base) || isUnstable(measurement.head);
  return comparisonOf(
    frame,
    measurement.base,
    measurement.head,
    {
      // To 0 is a ratio of 0 (−100 %); from 0 has none (docs/method.md §2).
      ratio: Number.isFinite(measurement.logRatio) || measurement.logRatio === -Infinity ? Math.exp(measurement.logRatio) : null,
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
      ...decided.band === void 0 ? {} : { band: Math.expm1(decided.band) },
      centre: measurement.centre
    },
    {
      qUp: judged.qUp,
      qDown: judged.qDown,
      driftShift: judged.driftShift,
      runToRun: judged.runToRun,
      suiteShare: judged.suiteShare
    }
  );
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

// src/compare/pairing/comparison-key.ts
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
    const group2 = groups.get(key);
    if (group2) group2.push(result);
    else groups.set(key, [result]);
  }
  return groups;
}

// src/compare/suite/counter-cross-check.ts
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

// src/model/percent-figures.ts
var NBSP = "\xA0";
var FINEST_STEP = 0.1;
var COARSEST_STEP = 1;
var HUGE_BAND_PERCENT = 1e3;
var SYMMETRIC_WITHIN = 0.8;
function changeStep(percent3, interval2) {
  const centre = Number.isFinite(percent3) ? percent3 / 100 + 1 : Number.NaN;
  const half = !interval2 ? Number.NaN : Number.isFinite(centre) ? 100 * Math.min(centre - interval2.lower, interval2.upper - centre) : 50 * (interval2.upper - interval2.lower);
  if (Number.isFinite(half) && half > 0) {
    const step = 10 ** (Math.floor(Math.log10(half)) - 1);
    return Math.min(COARSEST_STEP, Math.max(FINEST_STEP, step));
  }
  return Math.abs(percent3) >= 100 ? COARSEST_STEP : FINEST_STEP;
}
function percentChangeText(ratio, step, space = NBSP) {
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return "not measurable";
  const percent3 = (ratio - 1) * 100;
  let at3 = step ?? changeStep(percent3);
  let digits = roundedText(Math.abs(percent3), at3);
  while (percent3 < 0 && Number(digits) >= 100 && at3 > 1e-6)
    digits = roundedText(-percent3, at3 /= 10);
  if (Number(digits) === 0) return `${digits}${space}%`;
  return `${percent3 > 0 ? "+" : "\u2212"}${groupThousands(digits)}${space}%`;
}
function changeWithIntervalText(ratio, interval2, space = NBSP) {
  const usable = usableInterval(interval2);
  const percent3 = ratio === null ? Number.NaN : (ratio - 1) * 100;
  const step = changeStep(percent3, usable);
  const change2 = percentChangeText(ratio, step, space);
  if (usable === null || change2 === "not measurable") return change2;
  const side = (bound) => {
    const own = 10 ** (Math.floor(Math.log10(Math.abs(bound - (ratio ?? 1)) * 100)) - 1);
    const length = own > COARSEST_STEP ? own : step;
    const magnitude2 = Math.abs(bound - 1) * 100;
    if (!(magnitude2 > 0) || magnitude2 >= length) return length;
    return Math.max(FINEST_STEP, 10 ** (Math.floor(Math.log10(magnitude2)) - 1));
  };
  const lower2 = percentChangeText(usable.lower, side(usable.lower), space);
  const upper2 = percentChangeText(usable.upper, side(usable.upper), space);
  return `${change2} [${lower2}, ${upper2}]`;
}
function changeAtIntervalText(ratio, interval2, space = NBSP) {
  const percent3 = ratio === null ? Number.NaN : (ratio - 1) * 100;
  return percentChangeText(ratio, changeStep(percent3, usableInterval(interval2)), space);
}
function usableInterval(interval2) {
  if (!interval2) return null;
  const { lower: lower2, upper: upper2 } = interval2;
  return lower2 > 0 && Number.isFinite(upper2) && upper2 >= lower2 ? interval2 : null;
}
function bandText(relative, space = NBSP) {
  if (!Number.isFinite(relative)) return "n/a";
  const percent3 = Math.abs(relative) * 100;
  if (percent3 >= HUGE_BAND_PERCENT)
    return `more than \xB1${HUGE_BAND_PERCENT.toLocaleString("en-US")}${space}%`;
  return `\xB1${magnitude(percent3)}${space}%`;
}
function limitText(relative, space = NBSP) {
  if (!Number.isFinite(relative)) return "n/a";
  const sign = relative > 0 ? "+" : relative < 0 ? "\u2212" : "";
  return `${sign}${magnitude(Math.abs(relative) * 100)}${space}%`;
}
function detectableText(slowdown, space = NBSP) {
  if (!Number.isFinite(slowdown)) return "n/a";
  const up = Math.abs(slowdown);
  const down = up / (1 + up);
  if (up * 100 >= HUGE_BAND_PERCENT) {
    const bound = HUGE_BAND_PERCENT / (100 + HUGE_BAND_PERCENT);
    return `more than \u2212${magnitude(bound * 100)}${space}% / +${HUGE_BAND_PERCENT.toLocaleString("en-US")}${space}%`;
  }
  if (up === 0 || down / up >= SYMMETRIC_WITHIN) return bandText(up, space);
  return `\u2212${magnitude(down * 100)}${space}% / +${magnitude(up * 100)}${space}%`;
}
function detectableTextOfLog(logMde, space = NBSP) {
  return detectableText(Math.expm1(logMde), space);
}
function bandTextOfLog(logBand, space = NBSP) {
  return bandText(Math.expm1(logBand), space);
}
function roundedText(size, step) {
  const decimals = Math.max(0, -Math.round(Math.log10(step)));
  return (Math.round(size / step) * step).toFixed(decimals);
}
function magnitude(percent3) {
  if (percent3 !== 0 && percent3 < 1) return String(Number(percent3.toPrecision(2)));
  if (percent3 >= 1e3) return Math.round(percent3).toLocaleString("en-US");
  return String(Number(percent3.toFixed(1)));
}
function groupThousands(text) {
  const point = text.indexOf(".");
  if ((point === -1 ? text.length : point) <= 3) return text;
  const [integer = "", fraction] = text.split(".");
  const withCommas = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === void 0 ? withCommas : `${withCommas}.${fraction}`;
}

// src/compare/evidence/percent-text.ts
var SPACE = " ";
function percentChange(logChange, logInterval = null) {
  if (logChange === Infinity) return "up from 0";
  if (logChange === -Infinity) return "\u2212100 %";
  const interval2 = logInterval === null ? null : { lower: Math.exp(logInterval.lower), upper: Math.exp(logInterval.upper) };
  return ratioChange(Math.exp(logChange), interval2);
}
function ratioChange(ratio, interval2) {
  return changeAtIntervalText(ratio, interval2, SPACE);
}
function percentBand(logBand) {
  let text = bands.get(logBand);
  if (text === void 0) {
    if (bands.size >= 256) bands.clear();
    text = bandTextOfLog(logBand, SPACE);
    bands.set(logBand, text);
  }
  return text;
}
var bands = /* @__PURE__ */ new Map();

// src/compare/suite/wall-cpu-pairs.ts
function wallCpuPairs(comparisons) {
  const byBenchmark = /* @__PURE__ */ new Map();
  for (const c of comparisons) {
    if (c.metric !== "wall-time" && c.metric !== "cpu-time") continue;
    const key = benchmarkOf(c);
    let pair = byBenchmark.get(key);
    if (pair === void 0) byBenchmark.set(key, pair = {});
    if (c.metric === "wall-time") pair.wall ??= c;
    else pair.cpu ??= c;
  }
  const pairs = [];
  for (const { wall, cpu } of byBenchmark.values())
    if (wall !== void 0 && cpu !== void 0) pairs.push({ wall, cpu });
  return pairs;
}
function benchmarkOf(c) {
  const suffix = JSON.stringify(c.metricName);
  const benchmark = c.key.endsWith(suffix) ? c.key.slice(0, -suffix.length) : c.key;
  return `${c.against}\0${benchmark}`;
}

// src/compare/suite/wall-cpu-cross-check.ts
function crossCheckCpuTime(comparisons, mode) {
  if (mode === "regression" || !comparisons.some((c) => c.metric === "cpu-time"))
    return [...comparisons];
  const cpuOf = /* @__PURE__ */ new Map();
  for (const { wall, cpu } of wallCpuPairs(comparisons)) cpuOf.set(wall, cpu);
  return comparisons.map((c) => {
    if (c.metric !== "wall-time" || c.class !== "regression" || c.strength === "exact") return c;
    const other = cpuOf.get(c);
    if (other === void 0 || other.class !== "no-change" || other.ratio === null) return c;
    const wall = c.ratio === null ? "" : ` ${ratioChange(c.ratio, c.ci)}`;
    const name = other.metricName;
    const reason = `wall time${wall} but CPU time ${ratioChange(other.ratio, other.ci)} (${name}, no change), so the extra time was spent waiting rather than computing, on runner contention or a new wait in the code (sleep, I/O, a lock) that one run cannot tell apart; re-run the benchmarks, gate ${name} instead (its gate set to fail under the policy's metrics), or set the policy's wall-time-only to regression to count it`;
    return {
      ...c,
      class: "inconclusive",
      strength: null,
      reasons: [reason, ...c.reasons],
      waiting: { cpuRatio: other.ratio }
    };
  });
}

// src/compare/nulls/mann-whitney-null.ts
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

// src/compare/tests/false-discovery.ts
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
  for (let rank2 = count; rank2 >= 1; rank2--) {
    const index = order[rank2 - 1];
    running = Math.min(running, pValues[index] * (count / rank2));
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

// src/compare/measure/measurement.ts
function testOutcome(path, test, context2, shifted = null) {
  return {
    path,
    logRatio: test.logRatio,
    logCi: test.logCi,
    pValue: test.pValue,
    pMin: test.pMin,
    method: test.method,
    signs: test.signs,
    paired: context2.paired,
    separated: test.separated,
    belowResolution: context2.belowResolution,
    resolutionBound: context2.resolutionBound ?? null,
    sampleSizes: context2.sampleSizes,
    samplesNeeded: context2.samplesNeeded,
    untestableReason: context2.untestableReason,
    centre: context2.centre,
    notes: context2.notes,
    shifted
  };
}
function exactOutcome(logRatio, sampleSizes, centre = "median", invalid = false) {
  return testOutcome(
    invalid ? "invalid" : "deterministic",
    {
      logRatio,
      logCi: Number.isFinite(logRatio) ? { lower: logRatio, upper: logRatio, level: 1 } : null,
      pValue: null,
      pMin: null,
      method: invalid ? "none" : "deterministic",
      signs: null,
      separated: true
    },
    {
      paired: false,
      belowResolution: false,
      sampleSizes,
      samplesNeeded: null,
      untestableReason: null,
      centre,
      notes: []
    }
  );
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
    resolutionBound: outcome.resolutionBound,
    sampleSizes: outcome.sampleSizes,
    samplesNeeded: outcome.samplesNeeded,
    untestableReason: outcome.untestableReason,
    centre: outcome.centre,
    notes,
    shifted: outcome.shifted
  };
}

// src/compare/order-statistics/descriptive.ts
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
  const lower2 = Math.floor(position);
  const fraction = position - lower2;
  const low = at2(sorted, lower2);
  return fraction === 0 ? low : low + fraction * (at2(sorted, lower2 + 1) - low);
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

// src/compare/nulls/signed-rank-null.ts
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

// src/compare/tests/signed-rank.ts
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
  const variance2 = nonZero * (nonZero + 1) * (2 * nonZero + 1) / 24 - tieTerm / 48;
  const offset = tPlus - mean;
  const numerator = !continuity ? offset : Math.abs(offset) <= 0.5 ? 0 : offset - 0.5 * Math.sign(offset);
  if (variance2 <= 0) return { z: 0, pValue: 1 };
  const z = numerator / Math.sqrt(variance2);
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

// src/compare/tests/random-effects.ts
function randomEffects(d, v, alpha) {
  const rounds = d.length;
  if (rounds < 2) throw new RangeError(`random effects need at least 2 rounds, got ${rounds}`);
  if (v.length !== rounds) throw new RangeError("shifts and variances differ in length");
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`\u03B1 outside (0, 1): ${String(alpha)}`);
  for (let s = 0; s < rounds; s++) {
    if (!Number.isFinite(d[s])) throw new RangeError(`non-finite shift of round ${s}`);
    const variance2 = v[s];
    if (!(variance2 > 0) || !Number.isFinite(variance2))
      throw new RangeError(`variance of round ${s} must be finite and > 0: ${String(variance2)}`);
  }
  const df = rounds - 1;
  const fixed2 = weightedMean(d, v, 0);
  let q = 0;
  let squaredWeights = 0;
  for (let s = 0; s < rounds; s++) {
    const w = 1 / v[s];
    q += w * (d[s] - fixed2.mean) ** 2;
    squaredWeights += w * w;
  }
  const tau2 = Math.max(0, (q - df) / (fixed2.weight - squaredWeights / fixed2.weight));
  const pooled = weightedMean(d, v, tau2);
  let squares = 0;
  for (let s = 0; s < rounds; s++)
    squares += (d[s] - pooled.mean) ** 2 / (v[s] + tau2);
  const scale = squares / df;
  const se = Math.sqrt(scale / pooled.weight);
  const tQuantile = studentTQuantile(1 - alpha / 2, df);
  const t = se > 0 ? pooled.mean / se : pooled.mean === 0 ? 0 : Math.sign(pooled.mean) * Infinity;
  const pValue = se > 0 ? Math.min(1, 2 * studentTUpperTail(Math.abs(t), df)) : pooled.mean === 0 ? 1 : 0;
  return {
    rounds,
    fixedMean: fixed2.mean,
    fixedSe: 1 / Math.sqrt(fixed2.weight),
    q,
    qOverDf: q / df,
    tau2,
    mean: pooled.mean,
    scale,
    se,
    t,
    df,
    pValue,
    ci: {
      lower: pooled.mean - tQuantile * se,
      upper: pooled.mean + tQuantile * se,
      level: 1 - alpha
    },
    tQuantile,
    branch: q <= df ? "stratified" : "random-effects"
  };
}
function weightedMean(d, v, tau2) {
  let weight = 0;
  let sum = 0;
  for (let s = 0; s < d.length; s++) {
    const w = 1 / (v[s] + tau2);
    weight += w;
    sum += w * d[s];
  }
  return { mean: sum / weight, weight };
}

// src/compare/order-statistics/quickselect.ts
function selectRanks(values, length, ranks) {
  placeRanks(values, length, ranks);
  return ranks.map((rank2) => get(values, rank2));
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

// src/compare/order-statistics/sorted-matrix-select.ts
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
      pivot = weightedMedian(medians, weights, count, candidates);
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
    const density2 = !stepped || remaining <= 0.75 * candidates ? densityAt(matrix, below) : NaN;
    last = { pivot, rank: countBelow, density: density2, cutAbove };
  }
}
var GATHER_FACTOR = 1;
var SPACING_SPAN = 4;
function densityAt(matrix, boundaries) {
  let density2 = 0;
  for (let row = 0; row < matrix.rows; row++) {
    const length = matrix.rowLength(row);
    const c = boundaries[row];
    if (c <= 0 || c >= length) continue;
    const from = Math.max(0, c - SPACING_SPAN);
    const to = Math.min(length - 1, c + SPACING_SPAN - 1);
    const spacing = (matrix.value(row, to) - matrix.value(row, from)) / (to - from);
    if (spacing > 0) density2 += 1 / spacing;
  }
  return density2;
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
  const selected = [];
  orders.forEach((order, i) => {
    const previous = selected[i - 1];
    selected.push(
      previous !== void 0 && orders[i - 1] === order - 1 ? nextAfter(matrix, order - 1, previous) : selectInRowSortedMatrix(matrix, order, scratch2)
    );
  });
  return selected;
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
function weightedMedian(values, weights, count, total) {
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

// src/compare/order-statistics/pairwise-differences.ts
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
  const selected = select(k > 0 ? [k, ...middle, total - k + 1] : middle);
  const first = k > 0 ? 1 : 0;
  const low = selected[first];
  const median = middle.length === 1 ? low : (low + selected[first + 1]) / 2;
  const bounds = k > 0 ? [selected[0], selected[selected.length - 1]] : null;
  return { median, bounds };
}

// src/compare/tests/round-effects.ts
function roundEffects(strata) {
  const shifts = new Float64Array(strata.length);
  const variances = new Float64Array(strata.length);
  let smallest = Number.POSITIVE_INFINITY;
  strata.forEach(({ base, head }, s) => {
    shifts[s] = differenceMedianAndBounds(base, head, 0).median;
    const v = Math.PI / 3 * (variance(head) / head.length + variance(base) / base.length);
    variances[s] = v;
    if (v > 0 && v < smallest) smallest = v;
  });
  const measured2 = smallest !== Number.POSITIVE_INFINITY;
  if (measured2) {
    for (let s = 0; s < variances.length; s++) if (variances[s] === 0) variances[s] = smallest;
  }
  return { shifts, variances, measured: measured2 };
}
function variance(values) {
  const n = values.length;
  if (n < 2) return 0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += values[i];
  const mean = sum / n;
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i] - mean) ** 2;
  return squares / (n - 1);
}

// src/compare/order-statistics/stratified-differences.ts
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

// src/compare/nulls/tie-groups.ts
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

// src/compare/tests/stratified-rank-sum.ts
function stratifiedRankSum(strata, alpha) {
  let v = 0;
  let expected = 0;
  let variance2 = 0;
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
    variance2 += w * w * (m * n / 12) * (total + 1 - tieShare);
    varianceNoTies += w * w * (m * n / 12) * (total + 1);
    const shift = medianOfSorted(head) - medianOfSorted(base);
    if (shift > 0) positive++;
    else if (shift < 0) negative++;
  }
  const z = variance2 > 0 ? (v - expected) / Math.sqrt(variance2) : 0;
  const zMax = varianceNoTies > 0 ? expected / Math.sqrt(varianceNoTies) : 0;
  const critical = normalQuantile(1 - alpha / 2);
  const limit = expected - critical * Math.sqrt(varianceNoTies);
  const weighted = (rounds) => new PooledDifferences(
    rounds.map(({ base, head }) => ({ base, head, weight: 1 / (base.length + head.length + 1) }))
  );
  const pooled = weighted(strata);
  const lower2 = lowerEnd(pooled, limit);
  const upper2 = lowerEnd(weighted(strata.map((r) => ({ base: r.head, head: r.base }))), limit);
  return {
    estimate: weightedMedian2(pooled),
    ci: lower2 === null || upper2 === null ? null : { lower: lower2, upper: -upper2, level: 1 - alpha },
    pValue: variance2 > 0 ? Math.min(1, 2 * normalUpperTail(Math.abs(z))) : 1,
    pMin: Math.min(1, 2 * normalUpperTail(zMax)),
    z,
    signs: { positive, negative, zero: strata.length - positive - negative }
  };
}
function lowerEnd(pooled, limit) {
  const first = pooled.firstAbove(limit + 1e-12 * Math.max(1, Math.abs(limit)));
  return first === null ? null : pooled.largestBelow(first);
}
function weightedMedian2(pooled) {
  const half = pooled.totalWeight / 2;
  const tolerance = 1e-12 * pooled.totalWeight;
  const middle = pooled.firstAbove(half - tolerance);
  if (middle === null) return NaN;
  if (Math.abs(pooled.atMost(middle).weight - half) > tolerance) return middle;
  const next = pooled.smallestAbove(middle);
  return next === null ? middle : (middle + next) / 2;
}

// src/compare/tests/shift-estimate.ts
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

// src/compare/tests/walsh-estimate.ts
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

// src/compare/measure/measure-rounds.ts
function measureRounds(base, head, alpha) {
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
      separated: agree2(test2.signs),
      rounds: shared.length,
      unmatchedRounds,
      heterogeneity: null
    };
  }
  const test = stratifiedRankSum(strata, alpha);
  const effects = strata.length >= 2 ? roundEffects(strata) : null;
  const heterogeneity = effects?.measured === true ? randomEffects(effects.shifts, effects.variances, alpha) : null;
  if (heterogeneity?.branch === "random-effects") {
    return {
      logRatio: heterogeneity.mean,
      logCi: heterogeneity.ci,
      pValue: heterogeneity.pValue,
      pMin: test.pMin,
      method: "random-effects-hksj",
      signs: test.signs,
      separated: agree2(test.signs),
      rounds: shared.length,
      unmatchedRounds,
      heterogeneity
    };
  }
  return {
    logRatio: test.estimate,
    logCi: test.ci,
    pValue: test.pValue,
    pMin: test.pMin,
    method: "stratified-rank-sum",
    signs: test.signs,
    separated: agree2(test.signs),
    rounds: shared.length,
    unmatchedRounds,
    heterogeneity
  };
}
function agree2(signs) {
  return signs.zero === 0 && (signs.positive === 0 || signs.negative === 0);
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

// src/compare/nulls/tie-conditional-null.ts
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

// src/compare/tests/mann-whitney.ts
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
  const variance2 = m * n / 12 * (total + 1 - (total > 1 ? tieTerm / (total * (total - 1)) : 0));
  const sigma = Math.sqrt(Math.max(0, variance2));
  const offset = uHead - m * n / 2;
  if (sigma === 0) return { sigma, z: null, pValue: 1 };
  const numerator = Math.abs(offset) <= 0.5 ? 0 : offset - 0.5 * Math.sign(offset);
  const z = numerator / sigma;
  return { sigma, z, pValue: Math.min(1, 2 * normalUpperTail(Math.abs(z))) };
}

// src/compare/measure/measure-unpaired.ts
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
    signs: null,
    separated: n === 1 || m === 1 || base.sorted[n - 1] < head.sorted[0] || head.sorted[m - 1] < base.sorted[0]
  };
}

// src/compare/order-statistics/sort-small.ts
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

// src/compare/pairing/pool-results.ts
function poolResults(results, arena) {
  const only = results.length === 1 ? results[0] : void 0;
  if (only !== void 0 && allFinite(only.samples) && only.duplicate === void 0) {
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
      failure: only.failure ?? null,
      droppedNonFinite: 0,
      conflict: null,
      summariesAsSamples: 0,
      files: 1,
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
  const duplicate = results.find((r) => r.duplicate !== void 0)?.duplicate;
  const conflict = duplicate !== void 0 ? duplicate : mismatch !== void 0 ? `results from ${first.source.file} and ${mismatch.source.file} differ in format, unit or environment` : mixed !== void 0 ? `${withSamples[0].source.file} has samples but ${mixed.source.file} only a summary; they cannot be pooled` : null;
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
    failure: pooledFailure(results),
    droppedNonFinite: dropped,
    conflict,
    summariesAsSamples: summariesAsSamples ? summaries.length : 0,
    files: new Set(results.map((r) => r.source.file)).size,
    first
  };
}
function pooledFailure(results) {
  const failed = results.filter((r) => r.failure !== void 0);
  const first = failed[0]?.failure;
  if (first === void 0) return null;
  if (failed.length === 1 && results.length === 1) return first;
  let failedRuns = 0;
  let runs = 0;
  for (const r of results) {
    if (r.failure === void 0) {
      runs += r.samples.length;
      continue;
    }
    if (r.failure.failedRuns === void 0 || r.failure.runs === void 0) {
      return { message: first.message };
    }
    failedRuns += r.failure.failedRuns;
    runs += r.failure.runs;
  }
  return { message: first.message, failedRuns, runs };
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

// src/compare/measure/resolution.ts
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
function resolutionQuantum(base, head) {
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
  if (declared > 0 && range <= declared * (1 + 1e-9)) return declared;
  if (count < MIN_VALUES_TO_INFER) return 0;
  if (!(largest > 0) || !Number.isFinite(largest)) return 0;
  const top = Math.floor(Math.log10(largest));
  for (let exponent = top; exponent >= top - MAX_DIGITS; exponent--) {
    const quantum = 10 ** exponent;
    if (!(range <= quantum * (1 + 1e-9))) return 0;
    if (allMultiples(first, quantum) && allMultiples(second, quantum))
      return Math.max(quantum, declared);
  }
  return 0;
}
function resolutionBound(quantum, base, head) {
  if (!(quantum > 0) || base === null || head === null || base.median !== head.median) return null;
  const smallest = Math.min(base.min, head.min);
  return smallest > 0 ? Math.log1p(quantum / smallest) : null;
}

// src/compare/measure/measure-samples.ts
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
  const quantum = resolutionQuantum(
    { values: base.samples, quantum: base.quantum },
    { values: head.samples, quantum: head.quantum }
  );
  const belowResolution = quantum > 0;
  const bound = belowResolution ? resolutionBound(quantum, stats.base, stats.head) : null;
  if (options.paired && base.rounds !== null && head.rounds !== null) {
    const paired = measureRounds(
      { samples: base.samples, rounds: base.rounds },
      { samples: head.samples, rounds: head.rounds },
      alpha
    );
    if (paired !== null) {
      if (paired.unmatchedRounds > 0) {
        notes.push(
          `${plural(paired.unmatchedRounds, "round")} present on one side only ${wasWere(paired.unmatchedRounds)} left out`
        );
      }
      const untestable2 = paired.pMin > alpha || paired.rounds === 1;
      const shifted2 = paired.method.startsWith("signed-rank") ? {
        kind: "signed-rank",
        differences: roundDifferences(base.samples, base.rounds, head.samples, head.rounds)
      } : paired.method === "stratified-rank-sum" ? {
        kind: "strata",
        rounds: roundLogs(base.samples, base.rounds, head.samples, head.rounds)
      } : paired.heterogeneity?.branch === "random-effects" ? (
        // HKSJ: p↑, p↓ are F̄_t((μ̂ ∓ θ)/se_HK; R − 1) (docs/method.md §9.2).
        { kind: "t", se: paired.heterogeneity.se, df: paired.heterogeneity.df }
      ) : null;
      return testOutcome(
        untestable2 ? "untestable" : "tested",
        paired,
        {
          paired: true,
          belowResolution,
          resolutionBound: bound,
          sampleSizes: { base: paired.rounds, head: paired.rounds },
          samplesNeeded: untestable2 ? samplesNeededForIsolatedChange(1, alpha, "signed-rank") : null,
          untestableReason: null,
          centre: "median",
          notes
        },
        shifted2
      );
    }
    notes.push("paired design, but no round appears on both sides: compared unpaired");
  } else if (options.paired) {
    notes.push("paired design, but the results carry no round ids: compared unpaired");
  }
  const unpaired = measureUnpaired(base, head, alpha);
  const untestable = unpaired.pMin > alpha || Math.min(sampleSizes.base, sampleSizes.head) === 1;
  const shifted = {
    kind: "rank-sum",
    baseLogs: base.sortedLogs.slice(),
    headLogs: head.sortedLogs.slice()
  };
  return testOutcome(
    untestable ? "untestable" : "tested",
    unpaired,
    {
      paired: false,
      belowResolution,
      resolutionBound: bound,
      sampleSizes,
      samplesNeeded: untestable ? samplesNeededForIsolatedChange(1, alpha, "rank-sum") : null,
      untestableReason: null,
      centre: "median",
      notes
    },
    shifted
  );
}
function roundDifferences(base, baseRounds, head, headRounds) {
  const byRound2 = /* @__PURE__ */ new Map();
  for (let i = 0; i < base.length; i++) byRound2.set(baseRounds[i] ?? "", base[i]);
  const out = [];
  for (let j = 0; j < head.length; j++) {
    const b = byRound2.get(headRounds[j] ?? "");
    if (b !== void 0) out.push(Math.log(head[j]) - Math.log(b));
  }
  return Float64Array.from(out);
}
function roundLogs(base, baseRounds, head, headRounds) {
  const group2 = (values, ids) => {
    const byRound2 = /* @__PURE__ */ new Map();
    for (let i = 0; i < values.length; i++) {
      const id = ids[i] ?? "";
      const list = byRound2.get(id) ?? [];
      list.push(Math.log(values[i]));
      byRound2.set(id, list);
    }
    return byRound2;
  };
  const b = group2(base, baseRounds);
  const h = group2(head, headRounds);
  const out = [];
  for (const [id, logs] of b) {
    const other = h.get(id);
    if (other !== void 0)
      out.push({ base: Float64Array.from(logs), head: Float64Array.from(other) });
  }
  return out;
}
function isConstant(stats) {
  return stats !== null && stats.max === stats.min;
}

// src/compare/measure/summary-spread.ts
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

// src/compare/tests/welch.ts
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

// src/compare/measure/outlier-means.ts
var MAX_MEAN_RELATIVE_SE = 0.1;
function outlierMean(base, head) {
  const of = (summary, side) => {
    const { mean, sd, n } = summary;
    if (mean === void 0 || sd === void 0 || !(mean > 0) || n < 2) return null;
    const cv = sd / mean;
    const relativeSe = cv / Math.sqrt(n);
    if (!(relativeSe > MAX_MEAN_RELATIVE_SE) && !(cv > 1)) return null;
    return {
      side,
      relativeSe,
      cv,
      sd,
      mean,
      overMedian: summary.median !== void 0 && summary.median > 0 ? mean / summary.median : null,
      outlierVariance: summary.outlierVariance ?? null
    };
  };
  const b = of(base, "base");
  const h = of(head, "head");
  if (b === null) return h;
  if (h === null) return b;
  return h.relativeSe > b.relativeSe ? h : b;
}
function outlierMeanText(found) {
  const spread = found.cv > 1 ? `the sd is ${found.cv.toFixed(1)}\xD7 the mean` : `the mean's standard error is ${(100 * found.relativeSe).toFixed(0)} % of it`;
  const extras = [
    ...found.overMedian !== null && found.overMedian >= 1.1 ? [`mean ${found.overMedian.toFixed(1)}\xD7 the median`] : [],
    ...found.outlierVariance !== null ? [`the harness rated the variance ${found.outlierVariance.toFixed(2)} outlier-inflated`] : []
  ];
  const detail = extras.length === 0 ? "" : ` (${extras.join("; ")})`;
  return `the means are set by a few outliers: on the ${found.side} side ${spread}${detail}`;
}

// src/compare/measure/measure-summary.ts
var MAD_TO_SIGMA2 = 1.482602218505602;
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
  const testable = b.n >= 2 && h.n >= 2;
  const found = outlierMean(b, h);
  const outliers = testable && withMoments ? found : null;
  const untested = {
    pValue: null,
    deterministic: false,
    separated,
    untestableReason: null,
    standardError: null,
    outlierMean: found
  };
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
  if (testable && withMoments && outliers === null) {
    const moments = { base: momentsOf(b), head: momentsOf(h) };
    const log = welchLogRatio(moments.head, moments.base, alpha);
    const raw = welchRaw(moments.head, moments.base, alpha);
    const note = `parametric (summary-only) comparison: Welch on the log ratio of means; raw Welch t = ${raw.t.toFixed(2)}, p = ${raw.pValue.toPrecision(2)}`;
    return {
      ...untested,
      logRatio: log.estimate,
      logCi: ciOf(log.ci, alpha),
      pValue: log.pValue,
      method: "welch-log-summary",
      centre: "mean",
      notes: [note],
      standardError: { se: log.se, df: log.df }
    };
  }
  const spreadOf = (side) => side.mad ?? (outliers !== null && side.sd !== void 0 ? side.sd / MAD_TO_SIGMA2 : void 0);
  const baseSpread = spreadOf(b);
  const headSpread = spreadOf(h);
  if (testable && b.median !== void 0 && h.median !== void 0 && baseSpread !== void 0 && headSpread !== void 0) {
    const approx = medianMadApproximation(
      { median: h.median, mad: headSpread, n: h.n },
      { median: b.median, mad: baseSpread, n: b.n },
      alpha
    );
    const unmeasured = measured2.base.unmeasured.length + measured2.head.unmeasured.length > 0;
    const bySd = b.mad === void 0 || h.mad === void 0;
    const notes = [
      ...outliers === null ? [] : [`${outlierMeanText(outliers)}; the medians are compared`],
      bySd ? "approximate comparison of medians, their spread taken from the sds, which the outliers inflate (normal interval)" : "approximate comparison from medians and MADs only (normal interval)",
      ...unmeasured ? [`${noSpreadReason(measured2.base, measured2.head)} for the means`] : []
    ];
    return {
      ...untested,
      logRatio: approx.estimate,
      logCi: ciOf(approx.ci, alpha),
      pValue: approx.pValue,
      method: "welch-log-summary",
      centre: "median",
      notes,
      standardError: { se: approx.se, df: approx.df }
    };
  }
  if (outliers !== null) {
    return {
      ...untested,
      logRatio: logCenter,
      logCi: null,
      method: "none",
      centre,
      untestableReason: `${outlierMeanText(outliers)}; compare medians or raw samples`,
      notes: []
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

// src/compare/order-statistics/median-ci.ts
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

// src/compare/measure/revision-stats.ts
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

// src/compare/measure/value-checks.ts
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
  if (metric === "wall-time" || metric === "cpu-time") {
    return { kind: "not-compared", reason: "a time of exactly 0 is below the timer's resolution" };
  }
  if (all.every((x) => x === 0)) return { kind: "exact", logRatio: 0 };
  const constant = (values) => values.every((x) => x === values[0]);
  const exactSides = base.deterministic && head.deterministic || baseValues.length >= 2 && headValues.length >= 2;
  if (exactSides && constant(baseValues) && constant(headValues)) {
    return { kind: "exact", logRatio: baseValues[0] === 0 ? Infinity : -Infinity };
  }
  const zeros = (values) => values.every((x) => x === 0);
  const noZero = (values) => !values.includes(0);
  if (zeros(baseValues) && noZero(headValues)) return { kind: "from-zero", logRatio: Infinity };
  if (noZero(baseValues) && zeros(headValues)) return { kind: "from-zero", logRatio: -Infinity };
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

// src/compare/measure/measure-change.ts
function measureChange(base, head, options) {
  const failed = failedOutcome(base, head, options.alpha);
  if (failed !== null) return failed;
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
    return measured(exactOutcome(NaN, sampleSizes, "median", true), stats, values.reason);
  }
  if (values.kind === "exact") return measured(exactOutcome(values.logRatio, sampleSizes), stats);
  if (values.kind === "from-zero")
    return measured(fromZeroOutcome(values.logRatio, sampleSizes), stats);
  const summary = measureSummaries(summaryOf(base, baseStats), summaryOf(head, headStats), {
    alpha,
    deterministic: base.deterministic && head.deterministic
  });
  if (summary.deterministic)
    return measured(exactOutcome(summary.logRatio, sampleSizes, summary.centre), stats);
  const untestable = summary.pValue === null;
  const resolution = untestable ? summaryResolution(base, head, summary.centre) : null;
  const samplesNeeded = untestable && summary.untestableReason === null ? samplesNeededForIsolatedChange(1, alpha, "rank-sum") : null;
  return measured(
    testOutcome(
      untestable ? "untestable" : "tested",
      { ...summary, pMin: null, signs: null },
      {
        paired: false,
        belowResolution: resolution !== null,
        resolutionBound: resolution?.bound ?? null,
        sampleSizes,
        samplesNeeded,
        untestableReason: summary.untestableReason,
        centre: summary.centre,
        notes: summary.notes
      },
      summary.standardError === null || untestable ? null : { kind: "t", se: summary.standardError.se, df: summary.standardError.df }
    ),
    stats
  );
}
function failedOutcome(base, head, alpha) {
  const baseFailure = base?.failure ?? null;
  const headFailure = head?.failure ?? null;
  if (baseFailure === null && headFailure === null) return null;
  const side = headFailure === null ? "base" : baseFailure === null ? "head" : "both";
  return {
    kind: "failed",
    failure: { side, head: headFailure, base: baseFailure },
    base: base && statsOf(base, alpha),
    head: head && statsOf(head, alpha)
  };
}
function fromZeroOutcome(logRatio, sampleSizes) {
  return testOutcome(
    "untestable",
    {
      logRatio,
      logCi: null,
      pValue: null,
      pMin: null,
      method: "none",
      signs: null,
      separated: true
    },
    {
      paired: false,
      belowResolution: false,
      sampleSizes,
      samplesNeeded: null,
      untestableReason: "a change to or from 0 has no ratio to test",
      centre: "median",
      notes: []
    }
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
  if (dropped === 0 && base.summariesAsSamples === 0 && head.summariesAsSamples === 0 && base.files <= 1 && head.files <= 1)
    return NO_NOTES;
  const notes = dropped > 0 ? [`${plural(dropped, "non-finite value")} dropped`] : [];
  for (const [side, pooled] of [
    ["base", base],
    ["head", head]
  ]) {
    if (pooled.summariesAsSamples > 0)
      notes.push(
        `${side}: ${pooled.summariesAsSamples} files each gave one summary; each counts as one sample`
      );
    else if (pooled.files > 1 && pooled.conflict === null)
      notes.push(`${side}: pooled from ${pooled.files} files (repetitions of one run)`);
  }
  return notes;
}
function statsOf(side, alpha) {
  if (side.samples.length > 0) return revisionStatsOfSorted(side.sorted, alpha, side.sortedLogs);
  if (side.summary === null) return null;
  return revisionStatsFromSummary(withMeasuredSpread(side.summary, side.deterministic).summary);
}
function summaryResolution(base, head, centre) {
  const b = base.summary;
  const h = head.summary;
  if (b === null || h === null || hasSpread(b) || hasSpread(h)) return null;
  const cb = centre === "mean" ? b.mean : b.median;
  const ch = centre === "mean" ? h.mean : h.median;
  if (cb === void 0 || ch === void 0) return null;
  const quantum = resolutionQuantum(
    { values: [cb], quantum: base.quantum },
    { values: [ch], quantum: head.quantum }
  );
  if (!(quantum > 0)) return null;
  return {
    bound: resolutionBound(quantum, { median: cb, min: cb }, { median: ch, min: ch })
  };
}
function hasSpread(summary) {
  return (summary.sd ?? 0) > 0 || (summary.mad ?? 0) > 0;
}
function summaryOf(side, stats) {
  if (side.summary !== null || stats === null) return side.summary ?? { n: 0 };
  const { n, mean, median, mad, min, max, sd } = stats;
  return { n, mean, median, mad, min, max, ...sd === null ? {} : { sd } };
}

// src/compare/pairing/sample-arena.ts
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
  /**
   * Runs `use` with the whole room free again: what earlier calls took is handed out anew, so
   * `use` must return nothing that holds room it took (numbers and fresh objects only). The
   * rewind is private to this call; no caller can reach a view of an earlier one through it.
   */
  within(use) {
    this.used = 0;
    this.taken = 0;
    return use(this);
  }
};

// src/compare/measure/measure-pair.ts
var PairMeasurer = class {
  arena = new SampleArena();
  /**
   * Pools the pair's sides and measures them (`measureChange`), or takes the statistics of the
   * one side a pair has (`statsOf`).
   *
   * @param mismatch `mismatchOf` the pair: its sides are then not pooled at all
   * @param options test level, the run's design, and the metric kind (zeros of time metrics)
   */
  measure(pair, mismatch, options) {
    if (mismatch !== null) return null;
    return this.arena.within((room2) => {
      const base = pair.base && poolResults(pair.base, room2);
      const head = pair.head && poolResults(pair.head, room2);
      if (base !== null && head !== null) return measureChange(base, head, options);
      const failed = failedOutcome(base, head, options.alpha);
      if (failed !== null) return failed;
      const baseStats = base && statsOf(base, options.alpha);
      const headStats = head && statsOf(head, options.alpha);
      return { kind: "one-side", base: baseStats, head: headStats };
    });
  }
};

// src/compare/pairing/result-groups.ts
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
    const group2 = findMetric(entry.groups, result.metricName);
    if (group2 !== void 0) {
      group2.results.push(result);
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
    const group2 = groups[i];
    if (group2.metricName === metricName) return group2;
  }
  return void 0;
}
function sameBenchmark(id, previous) {
  return previous !== void 0 && id.name === previous.name && id.suite === previous.suite && id.procs === previous.procs && id.params === previous.params;
}

// src/compare/pairing/match-results.ts
function matchResults(base, head) {
  const baseGroups = groupResults(base);
  const headGroups = groupResults(head);
  const pairs = [];
  const paired = new Uint8Array(baseGroups.groups.length);
  const headCount = headGroups.benchmarks.size;
  const renamed = pairRenamed(baseGroups.benchmarks, headGroups.benchmarks);
  let headEntry;
  let baseEntry;
  for (let i = 0; i < headGroups.groups.length; i++) {
    const headGroup = headGroups.groups[i];
    if (headGroup.benchmark !== headEntry) {
      headEntry = headGroup.benchmark;
      baseEntry = baseGroups.benchmarks.get(headEntry.key) ?? renamed.baseOf.get(headEntry);
    }
    const baseGroup = baseEntry && findMetric(baseEntry.groups, headGroup.metricName);
    if (baseGroup !== void 0) paired[baseGroup.index] = 1;
    const pair = pairOf(headGroup, baseGroup, headGroup, headEntry.ordinal);
    const from = baseGroup?.benchmark.key === headEntry.key ? void 0 : baseGroup?.results[0];
    pairs.push(from === void 0 ? pair : { ...pair, renamedFrom: from.benchmark });
  }
  for (let i = 0; i < baseGroups.groups.length; i++) {
    const baseGroup = baseGroups.groups[i];
    if (paired[baseGroup.index] === 1) continue;
    const headOfSame = headGroups.benchmarks.get(baseGroup.benchmark.key) ?? renamed.headOf.get(baseGroup.benchmark);
    const number = headOfSame ? headOfSame.ordinal : headCount + baseGroup.benchmark.ordinal;
    pairs.push(pairOf(baseGroup, baseGroup, void 0, number));
  }
  return pairs;
}
function pairRenamed(base, head) {
  const baseOf = /* @__PURE__ */ new Map();
  const headOf = /* @__PURE__ */ new Map();
  const unmatched = (side, other) => {
    const byLoose = /* @__PURE__ */ new Map();
    for (const [key, entry] of side) {
      if (other.has(key)) continue;
      const loose = looseName(key);
      byLoose.set(loose, byLoose.has(loose) ? null : entry);
    }
    return byLoose;
  };
  const headOnly = unmatched(head, base);
  if (headOnly.size === 0) return { baseOf, headOf };
  for (const [loose, baseEntry] of unmatched(base, head)) {
    const headEntry = headOnly.get(loose);
    if (!baseEntry || !headEntry) continue;
    baseOf.set(headEntry, baseEntry);
    headOf.set(baseEntry, headEntry);
  }
  return { baseOf, headOf };
}
function pairOf(group2, base, head, benchmark) {
  return {
    // The comparison key exactly as `comparisonKey` writes it, built once per pair.
    key: group2.benchmark.key + JSON.stringify(group2.metricName),
    benchmarkKey: group2.benchmark.key,
    benchmark,
    base: base ? base.results : null,
    head: head ? head.results : null
  };
}

// src/compare/pairing/metric-identity.ts
function identityOf(pair) {
  const first = (pair.head ?? pair.base)?.[0];
  if (first === void 0) throw new Error("bug: matchResults produced a pair without either side");
  const { benchmark, metric, metricName, unit, direction, format } = first;
  return { benchmark, metric, metricName, unit, direction, format };
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

// src/compare/floors/aa-shifts.ts
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
    const label = benchmarkLabel(a[0].benchmark);
    const shift = x.samples.length > 0 && y.samples.length > 0 ? sampleShift(x, y, alpha) : summaryShift(x, y, alpha);
    if (shift !== null) shifts.set(key, { label, ...shift });
  }
  return shifts;
}
function sampleShift(x, y, alpha) {
  if (!((x.sorted[0] ?? 0) > 0 && (y.sorted[0] ?? 0) > 0)) return null;
  const measured2 = measureUnpaired(x, y, alpha);
  return {
    shift: measured2.logRatio,
    ci: measured2.logCi,
    pValue: measured2.pValue,
    testable: measured2.pMin <= alpha
  };
}
function summaryShift(x, y, alpha) {
  const first = x.samples.length === 0 ? x.summary : null;
  const second = y.samples.length === 0 ? y.summary : null;
  if (first === null || second === null || !positiveCentre(first) || !positiveCentre(second))
    return null;
  const deterministic = x.deterministic && y.deterministic;
  const measured2 = measureSummaries(first, second, { alpha, deterministic });
  if (!Number.isFinite(measured2.logRatio)) return null;
  if (measured2.pValue === null && measured2.outlierMean !== null) return null;
  return {
    shift: measured2.logRatio,
    ci: measured2.pValue === null ? null : measured2.logCi,
    pValue: measured2.pValue ?? 1,
    testable: measured2.pValue !== null
  };
}
function positiveCentre(summary) {
  const centre = summary.mean ?? summary.median;
  return centre !== void 0 && centre > 0 && (summary.median === void 0 || summary.median > 0);
}

// src/compare/suite/geomean.ts
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
  let subsetCenter = center;
  if (withCi.length > 0) {
    subsetCenter = meanOf(withCi.map((item) => item.delta));
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
  const partial = withCi.length < count;
  return {
    ratio: Math.exp(center),
    ci,
    partial,
    ...partial && ci !== null ? { ciSubset: { ratio: Math.exp(subsetCenter), count: withCi.length } } : {},
    betweenBenchmarkCi: betweenHalfWidth === null ? null : {
      lower: Math.exp(center - betweenHalfWidth),
      upper: Math.exp(center + betweenHalfWidth),
      level: 1 - alpha
    },
    count,
    floor: { value: Math.expm1(floor.log), source: floor.source }
  };
}

// src/compare/floors/calibration.ts
function checkCalibration(shifts, pairName, settings, floors = { history: /* @__PURE__ */ new Map(), geomean: null }) {
  const all = [...shifts.values()];
  const tau = Math.log1p(settings.threshold);
  const testable = [...shifts].filter(([, s]) => s.testable);
  const q = benjaminiHochberg(testable.map(([, s]) => s.pValue));
  const moved = testable.flatMap(([key, s], i) => {
    const band = Math.max(tau, floors.history.get(key) ?? 0);
    return q[i] <= settings.fdr && Math.abs(s.shift) > band ? [s] : [];
  });
  const geomean2 = geomeanOf(
    all.map((s) => ({ delta: s.shift, ci: s.ci })),
    { log: 0, source: "assumed" },
    settings.alpha
  );
  const geomeanBand = Math.max(Math.log1p(settings.geomeanThreshold), floors.geomean ?? 0);
  const ci = geomean2?.ci ?? null;
  const suiteMoved = ci !== null && (Math.log(ci.lower) > geomeanBand || Math.log(ci.upper) < -geomeanBand);
  if (moved.length === 0 && !suiteMoved) return null;
  const measured2 = floors.history.size > 0 || floors.geomean !== null;
  const parts = [];
  if (moved.length > 0) {
    const bands2 = measured2 ? "their measured run-to-run variation" : percentBand(tau);
    const listed2 = moved.map((s) => `${s.label} ${percentChange(s.shift, s.ci)}`).join(", ");
    parts.push(
      `${moved.length} ${moved.length === 1 ? "benchmark" : "benchmarks"} changed beyond ${bands2} (q \u2264 ${settings.fdr}): ${listed2}`
    );
  }
  if (suiteMoved) {
    parts.push(
      `the suite geomean moved ${geomeanChange(geomean2)}, its CI beyond ${percentBand(geomeanBand)}`
    );
  }
  const assumption = measured2 ? "the variation measured from earlier base runs" : "the within-run statistics assume";
  const largest = moved.reduce(
    (worst, s) => worst === null || Math.abs(s.shift) > Math.abs(worst.shift) ? s : worst,
    null
  );
  const apart = largest !== null ? percentChange(largest.shift, largest.ci) : geomeanChange(geomean2);
  const differ = pairName.endsWith("runs") ? "differ from each other" : "differs from the base";
  return {
    kind: "calibration",
    message: `${pairName}, of the same build, ${differ} by up to ${apart}: this environment is too unstable to compare (it varies more than ${assumption}); ${parts.join("; ")}`,
    benchmarks: moved.map((s) => s.label)
  };
}
function geomeanChange(geomean2) {
  if (geomean2 === null) return percentChange(0);
  return ratioChange(geomean2.ratio, geomean2.partial ? null : geomean2.ci);
}

// src/compare/floors/noise-floor.ts
function aaBand(shift, noiseFloor) {
  return Math.max(Math.log1p(noiseFloor), Math.abs(shift));
}

// src/compare/suite/suite-t-test.ts
var SUITE_FAIL_LEVEL = 0.01;
var SUITE_WARN_LEVEL = 0.025;
function suiteHistoryTest(input) {
  const { historyGeomeans, gbar, seFe, tauGeo } = input;
  const runs = historyGeomeans.length;
  if (runs < 2) throw new RangeError(`rule H needs at least 2 base runs, got ${runs}`);
  let sum = 0;
  for (let r = 0; r < runs; r++) {
    const g = historyGeomeans[r];
    if (!Number.isFinite(g)) throw new RangeError(`non-finite base-run geomean at ${r}`);
    sum += g;
  }
  if (!Number.isFinite(gbar)) throw new RangeError(`\u1E21 must be finite: ${String(gbar)}`);
  if (!(seFe >= 0) || !Number.isFinite(seFe))
    throw new RangeError(`se_fe must be finite and \u2265 0: ${String(seFe)}`);
  if (!(tauGeo >= 0) || !Number.isFinite(tauGeo))
    throw new RangeError(`\u03C4_geo must be finite and \u2265 0: ${String(tauGeo)}`);
  const k = runs - 1;
  const mean = sum / runs;
  let squares = 0;
  for (let r = 0; r < runs; r++) squares += (historyGeomeans[r] - mean) ** 2;
  const sGeo2 = squares / k;
  const sGbar = Math.sqrt(2 * sGeo2 + seFe * seFe);
  const bound = Math.log1p(tauGeo);
  const tail = (offset) => {
    if (sGbar === 0)
      return { t: Math.sign(offset) * Number.POSITIVE_INFINITY || 0, p: offset > 0 ? 0 : 1 };
    const t = offset / sGbar;
    return { t, p: studentTUpperTail(t, k) };
  };
  const failSide = tail(gbar - bound);
  const warnSide = tail(gbar);
  const fail = failSide.p <= SUITE_FAIL_LEVEL;
  const warn = !fail && gbar > bound && warnSide.p <= SUITE_WARN_LEVEL;
  return {
    k,
    sGeo2,
    sGbar,
    tFail: failSide.t,
    pFail: failSide.p,
    tWarn: warnSide.t,
    pWarn: warnSide.p,
    fail,
    warn,
    driftGateBand: studentTQuantile(0.975, k) * Math.SQRT2 * Math.sqrt(sGeo2)
  };
}

// src/compare/suite/suite-rule.ts
function suiteRule(members, context2) {
  const count = members.length;
  if (count < 2) return null;
  let sum = 0;
  let squares = 0;
  let floors = 0;
  for (const member of members) {
    sum += member.delta;
    squares += member.se * member.se;
    floors += member.floor * member.floor;
  }
  const mean = sum / count;
  const standardError = Math.sqrt(squares) / count;
  return evaluateSuiteRule(
    {
      members: count,
      mean,
      standardError,
      allPairedOrExact: members.every((m) => m.pairedOrExact),
      memberFloor: Math.sqrt(floors) / count
    },
    context2
  );
}
function evaluateSuiteRule(figures, context2) {
  const { members, mean, standardError } = figures;
  if (members < 2) return null;
  const band = Math.log1p(context2.geomeanThreshold);
  const common = { members, mean, standardError };
  if (context2.historyGeomeans !== null) {
    const test = suiteHistoryTest({
      historyGeomeans: context2.historyGeomeans,
      gbar: mean,
      seFe: standardError,
      tauGeo: context2.geomeanThreshold
    });
    return {
      case: "history",
      ...common,
      historyGeomeans: context2.historyGeomeans,
      floor: 0,
      pFail: test.pFail,
      pWarn: test.pWarn,
      fail: test.fail,
      warn: test.warn
    };
  }
  if (figures.allPairedOrExact) {
    const lower2 = mean - normalQuantile(1 - context2.alpha / 2) * standardError;
    const fail = lower2 > band;
    return {
      case: "paired",
      ...common,
      historyGeomeans: null,
      floor: 0,
      pFail: null,
      pWarn: null,
      fail,
      warn: !fail && mean > band && lower2 > 0
    };
  }
  const floor = Math.max(
    Math.log1p(context2.geomeanNoiseFloor),
    context2.controlShift === null ? 0 : Math.abs(context2.controlShift),
    figures.memberFloor
  );
  return {
    case: "none",
    ...common,
    historyGeomeans: null,
    floor,
    pFail: null,
    pWarn: null,
    fail: false,
    warn: mean > Math.max(band, floor)
  };
}

// src/compare/tests/minimum-effect.ts
function minimumEffectUnpaired(baseLogs, headLogs, drift, theta) {
  checkBand(drift, theta);
  const base = sortedFinite(baseLogs, "base");
  const head = sortedFinite(headLogs, "head");
  const m = head.length;
  const n = base.length;
  const { uUp, uDown } = pairsBeyond(base, head, drift, theta);
  const exact = m <= EXACT_RANK_SUM_LIMIT && n <= EXACT_RANK_SUM_LIMIT;
  const upper2 = (u) => {
    if (exact) return exactUpper(exactRankSumCdf(m, n), m * n, u);
    const sigma = Math.sqrt(m * n * (m + n + 1) / 12);
    return normalUpperTail((u - 0.5 - m * n / 2) / sigma);
  };
  return { uUp, uDown, pUp: upper2(uUp), pDown: upper2(uDown), method: exact ? "exact" : "normal" };
}
function pairsBeyond(base, head, drift, theta) {
  const n = base.length;
  let uUp = 0;
  let uDown = 0;
  let below = 0;
  let notAbove = 0;
  for (let j = 0; j < head.length; j++) {
    const b = head[j];
    while (below < n && b - base[below] - drift > theta) below++;
    while (notAbove < n && b - base[notAbove] - drift >= -theta) notAbove++;
    uUp += below;
    uDown += n - notAbove;
  }
  return { uUp, uDown };
}
function minimumEffectPaired(logRatios, theta) {
  checkBand(0, theta);
  const d = sortedFinite(logRatios, "log ratio");
  const n = d.length;
  let uUp = 0;
  let uDown = 0;
  let up = n;
  let down = n;
  for (let i = 0; i < n; i++) {
    const di = d[i];
    while (up > 0 && (di + d[up - 1]) / 2 > theta) up--;
    uUp += n - Math.max(up, i);
    while (down > 0 && (di + d[down - 1]) / 2 >= -theta) down--;
    uDown += Math.max(0, down - i);
  }
  const total = n * (n + 1) / 2;
  const exact = n <= EXACT_SIGNED_RANK_LIMIT;
  const upper2 = (u) => {
    if (exact) return exactUpper(exactSignedRankCdf(n), total, u);
    const sigma = Math.sqrt(n * (n + 1) * (2 * n + 1) / 24);
    return normalUpperTail((u - 0.5 - total / 2) / sigma);
  };
  return { uUp, uDown, pUp: upper2(uUp), pDown: upper2(uDown), method: exact ? "exact" : "normal" };
}
function minimumEffectT(estimate, se, df, theta) {
  checkBand(estimate, theta);
  if (!(se > 0) || !Number.isFinite(se)) throw new RangeError(`se must be positive: ${String(se)}`);
  if (!(df > 0)) throw new RangeError(`degrees of freedom must be positive: ${String(df)}`);
  const tail = (t) => df === Number.POSITIVE_INFINITY ? normalUpperTail(t) : studentTUpperTail(t, df);
  return {
    pUp: tail((estimate - theta) / se),
    pDown: tail((-estimate - theta) / se),
    method: "t"
  };
}
function exactUpper(cdf, total, u) {
  return u <= 0 ? 1 : u > total ? 0 : cdf[total - u];
}
function sortedFinite(values, side) {
  if (values.length === 0) throw new RangeError(`no ${side} values`);
  for (let i = 0; i < values.length; i++)
    if (!Number.isFinite(values[i])) throw new RangeError(`non-finite ${side} value at ${i}`);
  return sortedCopy(values);
}
function checkBand(shift, theta) {
  if (!Number.isFinite(shift)) throw new RangeError(`shift must be finite: ${String(shift)}`);
  if (!(theta >= 0) || !Number.isFinite(theta))
    throw new RangeError(`\u03B8 must be finite and \u2265 0: ${String(theta)}`);
}

// src/compare/tests/stratified-minimum-effect.ts
function minimumEffectStratified(strata, theta) {
  if (!(theta >= 0) || !Number.isFinite(theta))
    throw new RangeError(`\u03B8 must be finite and \u2265 0: ${String(theta)}`);
  if (strata.length === 0) throw new RangeError("no rounds");
  let up = 0;
  let down = 0;
  let expected = 0;
  let variance2 = 0;
  for (const [s, { base, head }] of strata.entries()) {
    const m = head.length;
    const n = base.length;
    if (m === 0 || n === 0) throw new RangeError(`round ${s} has an empty side`);
    const w = 1 / (m + n + 1);
    const counts = pairsBeyond(base, head, 0, theta);
    up += w * counts.uUp;
    down += w * counts.uDown;
    expected += w * m * n / 2;
    variance2 += w * w * m * n * (m + n + 1) / 12;
  }
  const sd = Math.sqrt(variance2);
  return {
    uUp: up,
    uDown: down,
    pUp: normalUpperTail((up - expected) / sd),
    pDown: normalUpperTail((down - expected) / sd),
    method: "normal"
  };
}

// src/compare/paths/base-runs.ts
var MAD_TO_SIGMA3 = 1.482602218505602;
function runCentres(run) {
  const centres2 = /* @__PURE__ */ new Map();
  for (const [key, group2] of groupByKey(run)) {
    const pooled = poolResults(group2);
    if (pooled.error !== null || pooled.conflict !== null) continue;
    if (pooled.samples.length > 0) {
      if (!((pooled.sorted[0] ?? 0) > 0)) continue;
      const logs = pooled.sortedLogs;
      const n2 = logs.length;
      const mad = MAD_TO_SIGMA3 * madOfSorted(logs);
      const sigma2 = n2 === 1 ? 0 : mad > 0 ? mad : sampleSd(logs) ?? 0;
      centres2.set(key, { y: Math.log(medianOfSorted(pooled.sorted)), n: n2, sigma: sigma2 });
      continue;
    }
    const summary = pooled.summary;
    const centre = summary?.median ?? summary?.mean;
    if (summary === null || centre === void 0 || !(centre > 0)) continue;
    const n = summary.n;
    const sigma = n >= 2 && summary.sd !== void 0 && summary.mean !== void 0 && summary.mean > 0 ? summary.sd / summary.mean : 0;
    centres2.set(key, { y: Math.log(centre), n: Math.max(1, n), sigma });
  }
  return centres2;
}

// src/compare/drift/suite-drift.ts
var BIWEIGHT_C = 6;
var BIWEIGHT_ITERATIONS = 20;
var START_QUANTILE = 0.65;
function suiteDrift(shifts) {
  const count = shifts.length;
  if (count === 0) throw new RangeError("no shifts to estimate the suite drift from");
  for (let i = 0; i < count; i++)
    if (!Number.isFinite(shifts[i])) throw new RangeError(`non-finite shift at ${i}`);
  const sorted = sortedCopy(shifts);
  const h = Math.floor((3 * count + 9) / 10);
  let best = 0;
  let bestLength = Number.POSITIVE_INFINITY;
  for (let i = 0; i + h - 1 < count; i++) {
    const length = sorted[i + h - 1] - sorted[i];
    if (length < bestLength) {
      bestLength = length;
      best = i;
    }
  }
  const lo = sorted[best];
  const start = (lo + sorted[best + h - 1]) / 2;
  const sigma0 = bestLength / (2 * normalQuantile(START_QUANTILE));
  const common = { start, sigma0, startCount: h, startIndex: best + 1, startLength: bestLength };
  if (bestLength === 0) {
    let equal = 0;
    for (let i = 0; i < count; i++) if (sorted[i] === lo) equal++;
    return { ...common, location: lo, scale: 0, inside: equal, iterates: new Float64Array(0) };
  }
  const width = BIWEIGHT_C * sigma0;
  const iterates = new Float64Array(BIWEIGHT_ITERATIONS);
  let location = start;
  for (let iteration = 0; iteration < BIWEIGHT_ITERATIONS; iteration++) {
    let weighted = 0;
    let weights = 0;
    for (let b = 0; b < count; b++) {
      const residual = shifts[b] - location;
      const u = residual / width;
      if (Math.abs(u) < 1) {
        const w = (1 - u * u) ** 2;
        weighted += w * residual;
        weights += w;
      }
    }
    if (weights > 0) location += weighted / weights;
    iterates[iteration] = location;
  }
  let inside = 0;
  let numerator = 0;
  let denominator = 0;
  for (let b = 0; b < count; b++) {
    const residual = shifts[b] - location;
    const u = residual / width;
    if (Math.abs(u) < 1) {
      const u2 = u * u;
      inside++;
      numerator += residual * residual * (1 - u2) ** 4;
      denominator += (1 - u2) * (1 - 5 * u2);
    }
  }
  const scale = denominator === 0 ? sigma0 : Math.sqrt(inside * numerator) / Math.abs(denominator);
  return { ...common, location, scale, inside, iterates };
}

// src/compare/drift/between-run-scale.ts
var STEPS = 40;
function betweenRunScale(shifts, standardErrors, location, scale) {
  const count = shifts.length;
  if (standardErrors.length !== count) throw new RangeError("one standard error per shift");
  for (let b = 0; b < count; b++) {
    const se = standardErrors[b];
    if (!Number.isFinite(se) || se < 0) throw new RangeError(`bad standard error at ${b}`);
  }
  if (!(scale > 0) || count === 0) return 0;
  const z = new Float64Array(count);
  const spreadAt = (omega) => {
    for (let b = 0; b < count; b++) {
      const se = standardErrors[b];
      const sd = Math.sqrt(omega * omega + se * se);
      const residual = shifts[b] - location;
      z[b] = sd > 0 ? residual / sd : residual === 0 ? 0 : Math.sign(residual) * 1e100;
    }
    return suiteDrift(z).scale;
  };
  if (spreadAt(0) <= 1) return 0;
  if (spreadAt(scale) > 1) return scale;
  let low = 0;
  let high = scale;
  for (let step = 0; step < STEPS; step++) {
    const middle = (low + high) / 2;
    if (spreadAt(middle) > 1) low = middle;
    else high = middle;
  }
  return high;
}

// src/compare/paths/drift-normalisation.ts
var DRIFT_MINIMUM_B = 20;
function metricDrift(shifts, band, standardErrors) {
  const count = shifts.length;
  if (count < DRIFT_MINIMUM_B)
    return {
      count,
      measured: false,
      raw: 0,
      scale: 0,
      betweenRun: 0,
      band,
      gateOpen: true,
      shift: 0
    };
  const drift = suiteDrift(shifts);
  const gateOpen = Math.abs(drift.location) <= band;
  return {
    count,
    measured: true,
    raw: drift.location,
    scale: drift.scale,
    betweenRun: betweenRunScale(shifts, standardErrors, drift.location, drift.scale),
    band,
    gateOpen,
    shift: gateOpen ? drift.location : 0
  };
}

// src/compare/special/polygamma.ts
var import_math_base_special_digamma = __toESM(require_lib26(), 1);
var import_math_base_special_trigamma = __toESM(require_lib28(), 1);
function digamma(x) {
  return (0, import_math_base_special_digamma.default)(x);
}
function trigamma(x) {
  return (0, import_math_base_special_trigamma.default)(x);
}
var TETRAGAMMA_SERIES_FROM = 10;
function tetragamma(x) {
  if (!(x > 0)) throw new RangeError(`tetragamma needs x > 0: ${String(x)}`);
  if (x === Number.POSITIVE_INFINITY) return -0;
  let recurrence = 0;
  let y = x;
  while (y < TETRAGAMMA_SERIES_FROM) {
    recurrence -= 2 / (y * y * y);
    y += 1;
  }
  const inverse = 1 / y;
  const inverse2 = inverse * inverse;
  const even = inverse2 * (-1 + inverse2 * (-0.5 + inverse2 * (1 / 6 + inverse2 * (-1 / 6 + inverse2 * (3 / 10 + inverse2 * (-5 / 6))))));
  return recurrence + even - inverse2 * inverse;
}
function inverseTrigamma(y) {
  if (!(y > 0) || !Number.isFinite(y))
    throw new RangeError(`inverse trigamma needs a finite y > 0: ${String(y)}`);
  if (y > 1e7) return 1 / Math.sqrt(y);
  if (y < 1e-6) return 1 / y;
  let x = 0.5 + 1 / y;
  for (let step = 1; step <= 50; step++) {
    const tri = trigamma(x);
    const change2 = tri * (1 - tri / y) / tetragamma(x);
    x += change2;
    if (-change2 / x < 1e-8) break;
  }
  return x;
}

// src/compare/history/moderated-variance.ts
var ZERO_OFFSET = 1e-5;
function moderateVariances(s2, df, within) {
  const count = s2.length;
  if (df.length !== count || within !== void 0 && within.length !== count)
    throw new RangeError("s\xB2, df and within-run variances differ in length");
  const v = (b) => within === void 0 ? 1 : within[b];
  const ratio = new Float64Array(count);
  for (let b = 0; b < count; b++) {
    const variance2 = s2[b];
    const k = df[b];
    if (!(variance2 >= 0) || !Number.isFinite(variance2))
      throw new RangeError(`s\xB2 must be finite and \u2265 0 (benchmark ${b}): ${String(variance2)}`);
    if (!(k > 0) || !Number.isFinite(k))
      throw new RangeError(`df must be finite and > 0 (benchmark ${b}): ${String(k)}`);
    if (!(v(b) > 0) || !Number.isFinite(v(b)))
      throw new RangeError(`within-run variance must be > 0 (benchmark ${b}): ${String(v(b))}`);
    ratio[b] = variance2 / v(b);
  }
  const median = count === 0 ? 0 : medianOfSorted(sortedCopy(ratio));
  const floor = ZERO_OFFSET * (median > 0 ? median : 1);
  let zeroOffsetApplied = false;
  const x = ratio.map((value) => {
    if (value >= floor) return value;
    zeroOffsetApplied = true;
    return floor;
  });
  const e = new Float64Array(count);
  let eSum = 0;
  let trigammaSum = 0;
  for (let b = 0; b < count; b++) {
    const half = df[b] / 2;
    e[b] = Math.log(x[b]) - digamma(half) + Math.log(half);
    eSum += e[b];
    trigammaSum += trigamma(half);
  }
  const eMean = eSum / count;
  let squares = 0;
  for (let b = 0; b < count; b++) squares += (e[b] - eMean) ** 2;
  const eExcess = count >= 2 ? squares / (count - 1) - trigammaSum / count : Number.NaN;
  const common = { x, e, eMean, eExcess, zeroOffsetApplied };
  if (count < 2) {
    const s = Float64Array.from({ length: count }, (_, b) => s2[b]);
    return {
      ...common,
      prior: { d0: 0, s02: count === 1 ? x[0] : Number.NaN },
      posterior: s,
      posteriorDf: Float64Array.from({ length: count }, (_, b) => df[b]),
      priorVariance: Float64Array.from({ length: count }, (_, b) => x[b] * v(b))
    };
  }
  let d0 = Number.POSITIVE_INFINITY;
  let s02;
  if (eExcess > 0) {
    d0 = 2 * inverseTrigamma(eExcess);
    s02 = Math.exp(eMean + digamma(d0 / 2) - Math.log(d0 / 2));
  } else {
    let xSum = 0;
    for (let b = 0; b < count; b++) xSum += x[b];
    s02 = xSum / count;
  }
  const priorVariance = new Float64Array(count);
  const posterior = new Float64Array(count);
  const posteriorDf = new Float64Array(count);
  for (let b = 0; b < count; b++) {
    const k = df[b];
    priorVariance[b] = s02 * v(b);
    posterior[b] = d0 === Number.POSITIVE_INFINITY ? priorVariance[b] : (d0 * priorVariance[b] + k * s2[b]) / (d0 + k);
    posteriorDf[b] = d0 + k;
  }
  return { ...common, prior: { d0, s02 }, posterior, posteriorDf, priorVariance };
}

// src/compare/history/satterthwaite.ts
function satterthwaiteDf(terms) {
  let total = 0;
  let denominator = 0;
  for (const [index, { variance: variance2, df }] of terms.entries()) {
    if (!(variance2 >= 0) || !Number.isFinite(variance2))
      throw new RangeError(`variance term ${index} must be finite and \u2265 0: ${String(variance2)}`);
    if (variance2 === 0) continue;
    if (!(df > 0)) throw new RangeError(`variance term ${index} needs df > 0: ${String(df)}`);
    total += variance2;
    if (df !== Number.POSITIVE_INFINITY) denominator += variance2 * variance2 / df;
  }
  if (total === 0)
    throw new RangeError("no positive variance term: V = 0 has no degrees of freedom");
  return denominator === 0 ? Number.POSITIVE_INFINITY : total * total / denominator;
}

// src/compare/special/median-variance.ts
var MEDIAN_VARIANCE_TABLE_LIMIT = 100;
var NODES = [
  0.1488743389816312,
  0.4333953941292472,
  0.6794095682990244,
  0.8650633666889845,
  0.9739065285171717
];
var WEIGHTS = [
  0.2955242247147529,
  0.2692667193099963,
  0.219086362515982,
  0.1494513491505806,
  0.0666713443086881
];
var HALF_RANGE = 10;
var CELLS = 400;
var cache2 = /* @__PURE__ */ new Map();
function medianVarianceFactor(n) {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`\u03BA(n) needs a positive integer n: ${String(n)}`);
  if (n > MEDIAN_VARIANCE_TABLE_LIMIT) return Math.PI / 2 * (1 - (n % 2 === 1 ? 0.43 : 1.42) / n);
  let value = cache2.get(n);
  if (value === void 0) {
    value = n * (n % 2 === 1 ? oddMedianVariance(n) : evenMedianVariance(n));
    cache2.set(n, value);
  }
  return value;
}
function oddMedianVariance(n) {
  const k = (n - 1) / 2;
  const coefficient = orderStatisticCoefficient(n, k, k);
  return coefficient * integrate((x) => x * x * lower(x) ** k * upper(x) ** k * density(x));
}
function evenMedianVariance(n) {
  const k = n / 2;
  const square = orderStatisticCoefficient(n, k - 1, k) * integrate((x) => x * x * lower(x) ** (k - 1) * upper(x) ** k * density(x));
  const left = (x) => x * lower(x) ** (k - 1) * density(x);
  const right = (y) => y * upper(y) ** (k - 1) * density(y);
  const product = orderStatisticCoefficient(n, k - 1, k - 1) * integrateBelowDiagonal(left, right);
  return (square + product) / 2;
}
function orderStatisticCoefficient(n, a, b) {
  let named = 1;
  for (let i = 2; i <= n - a - b; i++) named *= i;
  return binomial(n, a) * binomial(n - a, b) * named;
}
function binomial(n, k) {
  let value = 1;
  for (let i = 1; i <= k; i++) value = value * (n - k + i) / i;
  return value;
}
var lower = (x) => normalUpperTail(-x);
var upper = (x) => normalUpperTail(x);
var density = (x) => Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
function integrate(f) {
  let total = 0;
  for (let cell = 0; cell < CELLS; cell++) total += cellIntegral(f, cellStart(cell), cellWidth());
  return total;
}
function integrateBelowDiagonal(f, g) {
  const width = cellWidth();
  let total = 0;
  let beyond = 0;
  for (let cell = CELLS - 1; cell >= 0; cell--) {
    const start = cellStart(cell);
    total += cellIntegral(f, start, width) * beyond;
    total += cellIntegral((x) => f(x) * cellIntegral(g, x, start + width - x), start, width);
    beyond += cellIntegral(g, start, width);
  }
  return total;
}
function cellWidth() {
  return 2 * HALF_RANGE / CELLS;
}
function cellStart(cell) {
  return -HALF_RANGE + cell * cellWidth();
}
function cellIntegral(f, start, width) {
  const half = width / 2;
  const middle = start + half;
  let sum = 0;
  for (let i = 0; i < NODES.length; i++) {
    const offset = half * NODES[i];
    sum += WEIGHTS[i] * (f(middle - offset) + f(middle + offset));
  }
  return sum * half;
}

// src/compare/paths/history-path.ts
function historyPath(members, runs, options) {
  const eta = runDrifts(members, runs, options.normalised);
  const perMember = members.map((member) => {
    const present = [];
    const x = [];
    for (let r = 0; r < runs.length; r++) {
      const centre = runs[r]?.get(member.key);
      if (centre === void 0) continue;
      present.push(centre);
      x.push(centre.y - (eta[r] ?? 0));
    }
    const k = x.length - 1;
    const s2 = sampleVariance(x);
    const v2 = member.single ? 0 : meanOf(present.map((c) => medianVarianceFactor(c.n) * c.sigma ** 2 / c.n));
    return { member, present, k, s2, v: v2 };
  });
  const positive = perMember.filter((p) => !p.member.single && p.v > 0).map((p) => p.v);
  const smallest = positive.length > 0 ? Math.min(...positive) : 0;
  const single = perMember.map((p) => p.member.single || smallest === 0);
  const v = perMember.map((p, i) => single[i] ? 0 : p.v > 0 ? p.v : smallest);
  const posterior = new Array(members.length).fill(0);
  const posteriorDf = new Array(members.length).fill(0);
  for (const group2 of [true, false]) {
    const idx = perMember.flatMap((_, i) => single[i] === group2 ? [i] : []);
    if (idx.length === 0) continue;
    if (idx.length === 1) {
      const i = idx[0];
      posterior[i] = perMember[i]?.s2 ?? 0;
      posteriorDf[i] = perMember[i]?.k ?? 0;
      continue;
    }
    const s2 = idx.map((i) => perMember[i]?.s2 ?? 0);
    const df = idx.map((i) => perMember[i]?.k ?? 0);
    const moderated = moderateVariances(s2, df, group2 ? void 0 : idx.map((i) => v[i] ?? 0));
    idx.forEach((i, j) => {
      posterior[i] = moderated.posterior[j] ?? 0;
      posteriorDf[i] = moderated.posteriorDf[j] ?? 0;
    });
  }
  const se2 = withinVariances(perMember, single, options);
  const g = options.gateClosed && options.normalised ? 2 * sampleVariance(eta) : 0;
  const gDf = eta.length - 1;
  const z = options.alpha;
  return perMember.map((p, i) => {
    const member = p.member;
    const delta = member.delta - options.drift;
    const omega2 = single[i] ? posterior[i] ?? 0 : Math.max(0, (posterior[i] ?? 0) - (v[i] ?? 0));
    const seTerm = se2[i] ?? 0;
    const variance2 = seTerm + 2 * omega2 + g;
    const runToRunSd = Math.sqrt(posterior[i] ?? 0);
    const runs2 = p.k + 1;
    if (!(variance2 > 0))
      return {
        delta,
        variance: 0,
        df: NaN,
        ci: null,
        pValue: null,
        pUp: null,
        pDown: null,
        runToRunSd,
        runs: runs2
      };
    const seDf = options.withinVariance === "moses" ? member.headN + member.baseN - 2 : (member.headN + member.baseN - 2) * (p.k + 2);
    const df = satterthwaiteDf([
      { variance: seTerm, df: seDf },
      { variance: 2 * omega2, df: posteriorDf[i] ?? Infinity },
      { variance: g, df: gDf }
    ]);
    const se = Math.sqrt(variance2);
    const half = studentTQuantile(1 - z / 2, df) * se;
    const minimum = minimumEffectT(delta, se, df, member.theta);
    return {
      delta,
      variance: variance2,
      df,
      ci: { lower: delta - half, upper: delta + half, level: 1 - z },
      pValue: Math.min(1, 2 * studentTUpperTail(Math.abs(delta) / se, df)),
      pUp: minimum.pUp,
      pDown: minimum.pDown,
      runToRunSd,
      runs: runs2
    };
  });
}
function runDrifts(members, runs, normalised) {
  const baseline = runs[0];
  return runs.map((run, r) => {
    if (r === 0 || !normalised || baseline === void 0) return 0;
    const shifts = [];
    for (const member of members) {
      if (!member.gated) continue;
      const here = run.get(member.key);
      const there = baseline.get(member.key);
      if (here !== void 0 && there !== void 0) shifts.push(here.y - there.y);
    }
    return shifts.length >= 20 ? medianOfSorted(sortedCopy(shifts)) : 0;
  });
}
function withinVariances(perMember, single, options) {
  const moses = perMember.map((p) => (p.member.mosesSe ?? 0) ** 2);
  const pooledDispersion = perMember.map((p) => {
    const sigmas = [p.member.headSigma, ...p.present.map((c) => c.sigma)];
    const meanSquare = meanOf(sigmas.map((s) => s * s));
    return (1 / p.member.headN + 1 / p.member.baseN) * meanSquare;
  });
  if (options.withinVariance === "moses") return moses.map((m, i) => single[i] ? 0 : m);
  if (options.withinVariance === "pooled")
    return pooledDispersion.map((w, i) => single[i] ? 0 : Math.PI / 3 * w);
  const ratios = [];
  for (let i = 0; i < perMember.length; i++) {
    const w = pooledDispersion[i] ?? 0;
    if (!single[i] && w > 0) ratios.push((moses[i] ?? 0) / w);
  }
  const factor = ratios.length > 0 ? medianOfSorted(sortedCopy(ratios)) : 0;
  return pooledDispersion.map((w, i) => single[i] ? 0 : w > 0 ? w * factor : moses[i] ?? 0);
}
function sampleVariance(values) {
  const n = values.length;
  if (n < 2) return 0;
  const mean = meanOf(values);
  let squares = 0;
  for (let i = 0; i < n; i++) squares += (values[i] - mean) ** 2;
  return squares / (n - 1);
}

// src/compare/paths/judge-paths.ts
function measureFloors(runs, keys, gatedKeys, settings) {
  if (runs.history.length === 0 && runs.control === null)
    return { centres: [], control: null, findings: [] };
  const earlier = runs.control === null ? runs.history : [...runs.history, runs.control];
  const centres2 = [runs.base, ...earlier].map(runCentres);
  const findings = [];
  const none = { history: /* @__PURE__ */ new Map(), geomean: null };
  const newest = runs.history[0];
  if (newest !== void 0) {
    const pair = aaShifts(newest, runs.base, gatedKeys, settings.alpha);
    const finding = checkCalibration(pair, "the two newest base runs", settings, none);
    if (finding) findings.push(finding);
  }
  let control = null;
  if (runs.control !== null) {
    control = aaShifts(runs.base, runs.control, keys, settings.alpha);
    const gated = new Map([...control].filter(([key]) => gatedKeys.has(key)));
    const finding = checkCalibration(gated, "the A/A control run", settings, none);
    if (finding) findings.push(finding);
  }
  return { centres: centres2, control, findings };
}
var HISTORY_FLOOR = { log: 0, source: "history" };
function judgePaths(inputs, floors, settings) {
  const z = normalQuantile(1 - settings.alpha / 2);
  const assumedLog = Math.log1p(settings.noiseFloor);
  const centres2 = floors.centres;
  const earlierCount = (key) => {
    if (!(centres2[0]?.has(key) ?? false)) return 0;
    let count = 0;
    for (let r = 1; r < centres2.length; r++) if (centres2[r]?.has(key) === true) count++;
    return count;
  };
  const routes = inputs.map((input) => routeOf(input.measurement));
  const kb = inputs.map((input, i) => routes[i] === "candidate" ? earlierCount(input.key) : 0);
  const bh = /* @__PURE__ */ new Map();
  inputs.forEach((input, i) => {
    if ((kb[i] ?? 0) >= 1) bh.set(input.metricName, (bh.get(input.metricName) ?? 0) + 1);
  });
  const onHistory = inputs.map((input, i) => {
    const k = kb[i] ?? 0;
    return k >= 2 || k === 1 && (bh.get(input.metricName) ?? 0) >= 3;
  });
  const bandFloor = inputs.map((input, i) => {
    const route = routes[i];
    if (route === "exact") return { log: 0, source: "deterministic" };
    if (route === "paired") return { log: 0, source: "paired" };
    const shift = floors.control?.get(input.key);
    if (shift !== void 0 && !onHistory[i])
      return { log: aaBand(shift.shift, settings.noiseFloor), source: "aa-control" };
    if (floors.control !== null && !onHistory[i])
      return { log: assumedLog, source: "assumed", controlUnused: true };
    return { log: assumedLog, source: "assumed" };
  });
  const intervalSe = inputs.map((input) => mosesSe(input.measurement?.logCi ?? null, z));
  const shiftSe = inputs.map(
    (input, i) => input.measurement !== null && isSingle(input.measurement) ? 0 : intervalSe[i] ?? null
  );
  const members = [];
  const memberOf = inputs.map(() => null);
  const memberKeys = [];
  inputs.forEach((input, i) => {
    const m = input.measurement;
    if (!input.gated || m === null || !Number.isFinite(m.logRatio)) return;
    const flip = input.higherIsBetter ? -1 : 1;
    const route = routes[i];
    let se = null;
    if (route === "exact") se = 0;
    else if (onHistory[i]) se = shiftSe[i] ?? null;
    else if (m.path === "tested") se = intervalSe[i] ?? null;
    if (se === null) return;
    const delta = flip * m.logRatio;
    memberOf[i] = { delta, se };
    memberKeys.push(input.key);
    members.push({
      delta,
      se,
      pairedOrExact: route === "exact" || route === "paired",
      floor: onHistory[i] ? 0 : bandFloor[i]?.log ?? 0
    });
  });
  const flips = new Map(inputs.map((input) => [input.key, input.higherIsBetter ? -1 : 1]));
  const historyGeomeans = suiteHistory(memberKeys, centres2, flips, members.length);
  const controlShift = floors.control === null || historyGeomeans !== null ? null : meanControlShift(inputs, floors.control);
  const context2 = {
    historyGeomeans,
    controlShift,
    geomeanThreshold: settings.geomeanThreshold,
    geomeanNoiseFloor: settings.geomeanNoiseFloor,
    alpha: settings.alpha
  };
  const suite = suiteRule(members, context2);
  const driftBand = historyGeomeans !== null ? suiteHistoryTest({
    historyGeomeans,
    gbar: suite?.mean ?? 0,
    seFe: suite?.standardError ?? 0,
    tauGeo: settings.geomeanThreshold
  }).driftGateBand : Math.max(
    Math.log1p(settings.geomeanNoiseFloor),
    controlShift === null ? 0 : Math.abs(controlShift),
    memberFloor(members)
  );
  const shiftsByMetric = /* @__PURE__ */ new Map();
  inputs.forEach((input, i) => {
    const m = input.measurement;
    if (!input.gated || m === null) return;
    const summary = routes[i] === "band" && m.path === "tested" && m.shifted?.kind === "t";
    if (summary && !(m.shifted.se <= assumedLog)) return;
    if (!summary && routes[i] !== "candidate") return;
    if (!summary && !(onHistory[i] === true || m.path === "tested")) return;
    const list = shiftsByMetric.get(input.metricName) ?? { shifts: [], ses: [] };
    list.shifts.push(m.logRatio);
    list.ses.push(m.shifted?.kind === "t" ? m.shifted.se : shiftSe[i] ?? 0);
    shiftsByMetric.set(input.metricName, list);
  });
  const drift = /* @__PURE__ */ new Map();
  for (const input of inputs) {
    if (drift.has(input.metricName)) continue;
    const set = shiftsByMetric.get(input.metricName);
    drift.set(input.metricName, metricDrift(set?.shifts ?? [], driftBand, set?.ses ?? []));
  }
  const driftOf2 = (i) => drift.get(inputs[i]?.metricName ?? "");
  const judged = inputs.map(() => null);
  const byMetric = /* @__PURE__ */ new Map();
  inputs.forEach((input, i) => {
    if (!onHistory[i]) return;
    const list = byMetric.get(input.metricName) ?? [];
    list.push(i);
    byMetric.set(input.metricName, list);
  });
  for (const [metric, indices] of byMetric) {
    const d = drift.get(metric);
    const historyMembers = indices.map((i) => {
      const input = inputs[i];
      const m = input.measurement;
      const single = isSingle(m);
      return {
        key: input.key,
        gated: input.gated,
        single,
        delta: m.logRatio,
        mosesSe: single ? null : mosesSe(m.logCi, z),
        headN: m.sampleSizes.head,
        baseN: m.sampleSizes.base,
        headSigma: headSigmaOf(m),
        theta: decisionBand(HISTORY_FLOOR, 0, input.threshold)
      };
    });
    const results = historyPath(historyMembers, centres2, {
      alpha: settings.alpha,
      withinVariance: settings.withinVariance,
      drift: d?.shift ?? 0,
      normalised: d?.measured ?? false,
      gateClosed: d !== void 0 && d.measured && !d.gateOpen
    });
    indices.forEach((i, j) => {
      const r = results[j];
      if (r === void 0) return;
      const control = controlCentres(floors)?.has(inputs[i]?.key ?? "") === true;
      const runToRun = control ? { sd: r.runToRunSd, runs: r.runs, control } : { sd: r.runToRunSd, runs: r.runs };
      judged[i] = {
        path: r.pValue === null ? "untestable" : "tested",
        logRatio: r.delta,
        logCi: r.ci,
        pValue: r.pValue,
        pUp: r.pUp,
        pDown: r.pDown,
        floor: { log: r.runToRunSd, source: "history" },
        guard: 0,
        theta: historyMembers[j].theta,
        runToRun,
        driftShift: d?.shift ?? 0,
        suiteMember: memberOf[i] ?? null
      };
    });
  }
  inputs.forEach((input, i) => {
    const m = input.measurement;
    if (m === null || judged[i] !== null) return;
    const route = routes[i];
    const floor = bandFloor[i];
    const d = driftOf2(i);
    const unpaired = route === "candidate" || route === "band";
    const shift = unpaired ? d?.shift ?? 0 : 0;
    const spread = m.shifted?.kind === "t" ? d?.betweenRun ?? 0 : d?.scale ?? 0;
    const guard = floor.source === "assumed" && d?.measured === true ? 5 * spread : 0;
    const theta = decisionBand(floor, guard, input.threshold);
    const logRatio = m.logRatio - shift;
    const logCi = m.logCi === null || shift === 0 ? m.logCi : { lower: m.logCi.lower - shift, upper: m.logCi.upper - shift, level: m.logCi.level };
    let pValue = m.pValue;
    let pUp = null;
    let pDown = null;
    const shifted = m.shifted;
    if (m.path === "tested" && shifted !== null) {
      if (shifted.kind === "rank-sum") {
        if (shift !== 0) {
          const head = new Float64Array(shifted.headLogs.length);
          for (let j = 0; j < head.length; j++) head[j] = shifted.headLogs[j] - shift;
          pValue = mannWhitney(shifted.baseLogs, head).pValue;
        }
        const minimum = minimumEffectUnpaired(shifted.baseLogs, shifted.headLogs, shift, theta);
        pUp = minimum.pUp;
        pDown = minimum.pDown;
      } else if (shifted.kind === "signed-rank") {
        const minimum = minimumEffectPaired(shifted.differences, theta);
        pUp = minimum.pUp;
        pDown = minimum.pDown;
      } else if (shifted.kind === "strata") {
        const minimum = minimumEffectStratified(shifted.rounds, theta);
        pUp = minimum.pUp;
        pDown = minimum.pDown;
      } else {
        if (shift !== 0)
          pValue = Math.min(1, 2 * studentTUpperTail(Math.abs(logRatio) / shifted.se, shifted.df));
        const minimum = minimumEffectT(logRatio, shifted.se, shifted.df, theta);
        pUp = minimum.pUp;
        pDown = minimum.pDown;
      }
    }
    judged[i] = {
      path: m.path,
      logRatio,
      logCi,
      pValue,
      pUp,
      pDown,
      floor,
      guard,
      theta,
      runToRun: null,
      driftShift: shift,
      suiteMember: memberOf[i] ?? null
    };
  });
  const geomeanFloor = historyGeomeans !== null ? { log: driftBand, source: "history" } : suite?.case === "paired" ? {
    log: 0,
    source: inputs.every((_, i) => routes[i] !== "paired") ? "deterministic" : "paired"
  } : { log: driftBand, source: controlShift === null ? "assumed" : "aa-control" };
  return { judged, drift, suite, geomeanFloor, floors };
}
function controlCentres(floors) {
  return floors.control === null ? null : floors.centres.at(-1) ?? null;
}
function routeOf(m) {
  if (m === null) return "skip";
  if (m.path === "invalid") return "skip";
  if (m.path === "deterministic") return "exact";
  if (m.paired) return "paired";
  if (!Number.isFinite(m.logRatio)) return "band";
  if (m.path === "tested" && m.shifted?.kind === "rank-sum") return "candidate";
  if (m.path === "untestable" && isSingle(m) && m.untestableReason === null) return "candidate";
  return "band";
}
function isSingle(m) {
  return Math.min(m.sampleSizes.base, m.sampleSizes.head) === 1;
}
function mosesSe(ci, z) {
  return ci === null ? null : (ci.upper - ci.lower) / (2 * z);
}
function headSigmaOf(m) {
  const head = m.head;
  if (head === null || head.n <= 1) return 0;
  const sigma = head.logDispersion ?? 0;
  if (sigma > 0) return sigma;
  const logs = m.shifted?.kind === "rank-sum" ? m.shifted.headLogs : null;
  if (logs === null || logs.length < 2) return 0;
  let mean = 0;
  for (let i = 0; i < logs.length; i++) mean += logs[i];
  mean /= logs.length;
  let squares = 0;
  for (let i = 0; i < logs.length; i++) squares += (logs[i] - mean) ** 2;
  return Math.sqrt(squares / (logs.length - 1));
}
function suiteHistory(memberKeys, centres2, flips, count) {
  const k = centres2.length - 1;
  if (k < 1) return null;
  const common = memberKeys.filter((key) => centres2.every((run) => run.has(key)));
  const enough = k >= 2 ? common.length >= 2 : count >= 3 && common.length >= 3;
  if (!enough) return null;
  return centres2.map((run) => {
    let sum = 0;
    for (const key of common) sum += (flips.get(key) ?? 1) * (run.get(key)?.y ?? 0);
    return sum / common.length;
  });
}
function meanControlShift(inputs, control) {
  let sum = 0;
  let count = 0;
  for (const input of inputs) {
    const shift = control.get(input.key);
    if (!input.gated || shift === void 0) continue;
    sum += (input.higherIsBetter ? -1 : 1) * shift.shift;
    count++;
  }
  return count === 0 ? null : sum / count;
}
function memberFloor(members) {
  if (members.length === 0) return 0;
  let squares = 0;
  for (const member of members) squares += member.floor * member.floor;
  return Math.sqrt(squares) / members.length;
}

// src/compare/tests/conditional-bh.ts
var CONDITIONAL_BH_LAMBDA = 0.5;
function conditionalBh(pUp, pDown, options = {}) {
  const lambda = options.lambda ?? CONDITIONAL_BH_LAMBDA;
  if (!(lambda > 0 && lambda <= 1)) throw new RangeError(`\u03BB outside (0, 1]: ${String(lambda)}`);
  if (pUp.length !== pDown.length)
    throw new RangeError(`p\u2191 and p\u2193 differ in length: ${pUp.length} and ${pDown.length}`);
  const count = pUp.length;
  const pooled = new Float64Array(2 * count);
  for (let i = 0; i < count; i++) {
    pooled[i] = checked(pUp[i]);
    pooled[count + i] = checked(pDown[i]);
  }
  const keptIndex = [];
  const scaled = [];
  for (let i = 0; i < pooled.length; i++) {
    const p = pooled[i];
    if (p <= lambda) {
      keptIndex.push(i);
      scaled.push(p / lambda);
    }
  }
  const q = new Float64Array(pooled.length).fill(1);
  const keptQ = benjaminiHochberg(scaled);
  keptIndex.forEach((index, k) => q[index] = keptQ[k]);
  return { qUp: q.slice(0, count), qDown: q.slice(count), kept: keptIndex.length };
}
function checked(p) {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`p-value outside [0, 1]: ${String(p)}`);
  return p;
}

// src/compare/suite/rename-findings.ts
function renameFindings(pairs) {
  const findings = [];
  const seen = /* @__PURE__ */ new Set();
  for (const pair of pairs) {
    const from = pair.renamedFrom;
    const to = pair.head?.[0]?.benchmark;
    if (from === void 0 || to === void 0 || seen.has(pair.benchmark)) continue;
    seen.add(pair.benchmark);
    const [before, after] = showRenamed(benchmarkLabel(from), benchmarkLabel(to));
    findings.push({
      kind: "renamed",
      message: `renamed: \`${before}\` \u2192 \`${after}\`: the names differ only in invisible characters or Unicode compatibility forms, so they are compared as one benchmark`,
      benchmarks: [benchmarkLabel(to)]
    });
  }
  return findings;
}

// src/compare/suite/suite-findings.ts
var ONE_VALUE_FORMATS = /* @__PURE__ */ new Map([
  [
    "perf-stat-csv",
    "perf stat's CSV output (-x,) gives one value per event: the mean of its -r repetitions, but not how many there were; perf's text output (perf stat -r N without -x, read as format perf-stat-text) carries their number and spread"
  ]
]);
function detectabilityFindings(family, fdr, untestable = []) {
  const findings = familyFindings(family, fdr);
  if (untestable.length === 0) return findings;
  const tests = family.length + untestable.length;
  const { needed, unit } = design([...family, ...untestable], tests, fdr);
  const n = medianOfSorted(sortedCopy(untestable.map((m) => m.n)));
  const format = untestable[0]?.format;
  const oneValue = format === void 0 ? void 0 : ONE_VALUE_FORMATS.get(format);
  if (oneValue !== void 0 && untestable.every((m) => m.format === format)) {
    const which2 = untestable.length === 1 ? "1 gated comparison could not be tested" : `${untestable.length} of ${tests} gated comparisons could not be tested`;
    const message2 = `${which2}: ${oneValue}`;
    return [
      ...findings,
      { kind: "sample-size", message: message2, benchmarks: untestable.map((m) => m.label) }
    ];
  }
  const which = tests === 1 ? `1 gated comparison could not be tested at its sample size (n = ${n})` : `${untestable.length} of ${tests} gated comparisons could not be tested at their sample sizes (median n = ${n})`;
  const message = `${which}; for an isolated change to reach FDR ${fdr} ${amongTests(tests)}, use \u2265 ${needed} ${unit}`;
  return [...findings, { kind: "sample-size", message, benchmarks: untestable.map((m) => m.label) }];
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
    const message2 = `with ${plural(tests, "test")} and ${plural(n, "sample")} an isolated change cannot reach FDR ${fdr}; use \u2265 ${needed} ${unit}`;
    return [{ kind: "detectability", message: message2, benchmarks: [] }];
  }
  const [have, they] = short.length === 1 ? ["has", "it needs"] : ["have", "they need"];
  const message = `${short.length} of ${tests} gated comparisons ${have} too few samples for an isolated change to reach FDR ${fdr} ${amongTests(tests)}; ${they} \u2265 ${needed} ${unit}`;
  return [{ kind: "sample-size", message, benchmarks: short.map((m) => m.label) }];
}
function amongTests(tests) {
  return tests === 1 ? "as the only test" : `among ${tests} tests`;
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
  const direction = center > 0 ? "worse" : "better";
  const size = `${together.length} of ${deltas.length} gated benchmarks moved together by about ${percentChange(center)} (${direction}, median)`;
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

// src/compare/suite/suite-geomean.ts
function suiteGeomean(comparisons, suite, floor, settings) {
  const z = normalQuantile(1 - settings.alpha / 2);
  const items = [];
  let timed = 0;
  let zeroLeftOut = 0;
  for (const c of comparisons) {
    if (!c.gated || c.ratio === null) continue;
    if (c.class === "added" || c.class === "removed" || c.class === "not-compared" || c.class === "failed")
      continue;
    const flip = c.direction === "higher-is-better" ? -1 : 1;
    const delta = flip * (Math.log(c.ratio) + (c.driftShift ?? 0));
    if (!Number.isFinite(delta)) continue;
    if (zeroOnBothSides(c)) {
      zeroLeftOut++;
      continue;
    }
    if (c.metric === "wall-time" || c.metric === "cpu-time") timed++;
    const share = c.suiteShare;
    items.push({
      delta,
      ci: share === void 0 ? null : { lower: delta - z * share.se, upper: delta + z * share.se }
    });
  }
  const geomean2 = geomeanOf(items, floor, settings.alpha);
  if (geomean2 === null) return null;
  const counted = { ...geomean2, timed, zeroLeftOut };
  return suite === null ? counted : { ...counted, suite };
}
function zeroOnBothSides(c) {
  const zero = (side) => side !== null && side.min === 0 && side.max === 0;
  return zero(c.base) && zero(c.head);
}

// src/compare/statistics-settings.ts
var WALL_TIME_ONLY = ["inconclusive", "regression"];
var DEFAULT_STATISTICS_SETTINGS = {
  threshold: 0.05,
  thresholdDeterministic: 0.05,
  noiseFloor: 0.1,
  geomeanNoiseFloor: 0.08,
  geomeanThreshold: 0.02,
  fdr: 0.05,
  alpha: 0.05,
  minSamples: 1,
  corroborate: false,
  wallTimeOnly: "inconclusive",
  withinVariance: "calibrated"
};

// src/compare/compare-runs.ts
function compareRuns(runs, settings, rules, against = "base") {
  const pairs = matchResults(
    withoutExplainedSuiteFailures(runs.base, runs.head),
    withoutExplainedSuiteFailures(runs.head, runs.base)
  );
  const identities = [];
  const mismatches = [];
  const outcomes = [];
  const measurements = [];
  const measurer = new PairMeasurer();
  const paired = runs.paired === true;
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const identity = identityOf(pair);
    const mismatch = mismatchOf(pair);
    const options = { alpha: settings.alpha, paired, metric: identity.metric };
    const outcome = measurer.measure(pair, mismatch, options);
    identities.push(identity);
    mismatches.push(mismatch);
    outcomes.push(outcome);
    measurements.push(outcome?.kind === "measured" ? outcome.measurement : null);
  }
  const gates = gateMetrics(pairs, identities, rules.isGated);
  const floors = runs.floors ?? measureFloors(
    { base: runs.base, history: runs.history ?? [], control: runs.control ?? null },
    ...floorKeys(pairs, gates, measurements, runs),
    settings
  );
  const thresholdOf = rules.thresholdOf ?? (() => settings.threshold);
  const inputs = [];
  for (let i = 0; i < pairs.length; i++) {
    const identity = identities[i];
    inputs.push({
      key: pairs[i].key,
      metricName: identity.metricName,
      gated: gates[i] === true,
      higherIsBetter: identity.direction === "higher-is-better",
      measurement: measurements[i] ?? null,
      threshold: thresholdOf(identity)
    });
  }
  const judgedRun = judgePaths(inputs, floors, settings);
  const judged = judgedRun.judged.map((j, i) => {
    const m = measurements[i];
    return m === null || m === void 0 || j === null ? null : judgedMeasurement(m, j);
  });
  const { family, q, qUp, qDown } = familyQValues(judged, judgedRun.judged, gates);
  const failedOn = {
    base: failuresOf(runs.base),
    head: failuresOf(runs.head),
    baseSuites: suiteFailuresOf(runs.base),
    headSuites: suiteFailuresOf(runs.head)
  };
  const classified = [];
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    const identity = identities[i];
    const gated = gates[i] === true;
    const mismatch = mismatches[i] ?? null;
    const path = judgedRun.judged[i] ?? null;
    const floor = path?.floor ?? ASSUMED(settings.noiseFloor);
    const frame = { against, key: pair.key, identity, gated, floor };
    const threshold = inputs[i].threshold;
    const outcome = failedMetric(pair, outcomes[i] ?? null, failedOn);
    classified.push(
      outcome?.kind === "failed" ? failedComparison(frame, outcome.failure, outcome, runs.headKind) : outcome?.kind === "one-side" ? pair.head === null ? informationalComparison(
        frame,
        "removed",
        removedReason(identity, runs.headKind),
        outcome
      ) : informationalComparison(frame, "added", ADDED, outcome) : outcome === null ? informationalComparison(frame, "not-compared", mismatch ?? "", NO_STATS) : outcome.kind === "not-compared" ? informationalComparison(frame, "not-compared", outcome.reason, outcome) : assembleComparison(
        frame,
        judged[i] ?? outcome.measurement,
        {
          q0: q[i] ?? null,
          qUp: qUp[i] ?? null,
          qDown: qDown[i] ?? null,
          guard: path?.guard ?? 0,
          theta: path?.theta ?? decisionBand(floor, 0, threshold),
          threshold,
          runToRun: path?.runToRun ?? null,
          driftShift: path?.driftShift ?? 0,
          suiteShare: path?.suiteMember ?? null
        },
        settings,
        rules.classify
      )
    );
  }
  const comparisons = crossCheckCpuTime(
    crossCheckCounters(classified, settings.corroborate),
    settings.wallTimeOnly
  );
  const geomean2 = suiteGeomean(comparisons, judgedRun.suite, judgedRun.geomeanFloor, settings);
  const member = (m, i) => {
    const format = comparisons[i]?.format;
    return {
      label: comparisons[i]?.label ?? "",
      pMin: m.pMin,
      n: Math.min(m.sampleSizes.base, m.sampleSizes.head),
      paired: m.paired,
      ...format === void 0 ? {} : { format }
    };
  };
  const members = [];
  for (let j = 0; j < family.length; j++) {
    const i = family[j];
    members.push(member(judged[i], i));
  }
  const untestable = [];
  for (let i = 0; i < pairs.length; i++) {
    const m = judged[i];
    if (m?.path === "untestable" && m.untestableReason === null && gates[i] === true)
      untestable.push(member(m, i));
  }
  const shift = suiteShiftFinding(comparisons, settings.geomeanThreshold, geomean2?.floor ?? null);
  const findings = [
    ...renameFindings(pairs),
    ...detectabilityFindings(members, settings.fdr, untestable),
    ...floors.findings,
    ...shift ? [shift] : []
  ];
  return { comparisons, geomean: geomean2, findings, floors, drift: driftOf(judgedRun.drift) };
}
function familyQValues(measurements, paths, gates) {
  const family = [];
  const familyP = [];
  const familyUp = [];
  const familyDown = [];
  for (let i = 0; i < measurements.length; i++) {
    const m = measurements[i];
    if (m?.path === "tested" && m.pValue !== null && gates[i] === true) {
      family.push(i);
      familyP.push(m.pValue);
      familyUp.push(paths[i]?.pUp ?? 1);
      familyDown.push(paths[i]?.pDown ?? 1);
    }
  }
  const q = new Array(measurements.length).fill(null);
  const qUp = new Array(measurements.length).fill(null);
  const qDown = new Array(measurements.length).fill(null);
  const familyQ = benjaminiHochberg(familyP);
  const minimum = conditionalBh(familyUp, familyDown);
  for (let j = 0; j < family.length; j++) {
    const i = family[j];
    q[i] = familyQ[j];
    qUp[i] = minimum.qUp[j] ?? 1;
    qDown[i] = minimum.qDown[j] ?? 1;
  }
  return { family, q, qUp, qDown };
}
function judgedMeasurement(m, j) {
  if (j.path === m.path && j.logRatio === m.logRatio && j.logCi === m.logCi && j.pValue === m.pValue)
    return m;
  return { ...m, path: j.path, logRatio: j.logRatio, logCi: j.logCi, pValue: j.pValue };
}
var ASSUMED = (noiseFloor) => ({
  log: Math.log1p(noiseFloor),
  source: "assumed"
});
function driftOf(drift) {
  const out = [];
  for (const [metric, d] of drift) if (d.count > 0) out.push({ metric, ...d });
  return out;
}
function failuresOf(results) {
  const failures = /* @__PURE__ */ new Map();
  for (const r of results) {
    if (r.failure === void 0 || r.failure.scope === "suite") continue;
    const key = benchmarkKey(r.benchmark);
    if (!failures.has(key)) failures.set(key, r.failure);
  }
  return failures;
}
function suiteFailuresOf(results) {
  const failures = /* @__PURE__ */ new Map();
  for (const r of results) {
    const suite = r.benchmark.suite;
    if (r.failure?.scope === "suite" && suite !== void 0 && !failures.has(suite))
      failures.set(suite, benchmarkFailure(r.failure));
  }
  return failures;
}
function benchmarkFailure(failure2) {
  const { message, failedRuns, runs } = failure2;
  return failedRuns === void 0 || runs === void 0 ? { message } : { message, failedRuns, runs };
}
function withoutExplainedSuiteFailures(side, other) {
  if (!side.some((r) => r.failure?.scope === "suite")) return side;
  const benchmarked = /* @__PURE__ */ new Set();
  for (const r of [...side, ...other])
    if (r.benchmark.suite !== void 0 && r.failure?.scope !== "suite")
      benchmarked.add(r.benchmark.suite);
  const kept = [];
  for (const r of side) {
    const { failure: failure2 } = r;
    if (failure2?.scope !== "suite") kept.push(r);
    else if (r.benchmark.suite === void 0 || !benchmarked.has(r.benchmark.suite))
      kept.push({ ...r, failure: benchmarkFailure(failure2) });
  }
  return kept;
}
function failedMetric(pair, outcome, failedOn) {
  if (outcome?.kind !== "one-side") return outcome;
  const suite = (pair.base ?? pair.head)?.[0]?.benchmark.suite;
  const suiteFailure = (failures) => suite === void 0 ? null : failures.get(suite) ?? null;
  const head = pair.head === null ? failedOn.head.get(pair.benchmarkKey) ?? suiteFailure(failedOn.headSuites) : null;
  const base = pair.base === null ? failedOn.base.get(pair.benchmarkKey) ?? suiteFailure(failedOn.baseSuites) : null;
  if (head === null && base === null) return outcome;
  const side = head === null ? "base" : "head";
  return { kind: "failed", failure: { side, head, base }, base: outcome.base, head: outcome.head };
}
var NO_STATS = { base: null, head: null };
var REMOVED = "only the base run has this benchmark";
var OMITS_FAILED = {
  "pytest-benchmark-json": "pytest-benchmark leaves a benchmark that raised out of its JSON",
  "jmh-json": "JMH leaves a benchmark whose forks failed out of its results"
};
function removedReason(identity, headKind) {
  const omits = identity.format === void 0 ? void 0 : OMITS_FAILED[identity.format];
  return omits === void 0 ? REMOVED : `${REMOVED}; ${omits}, so it may have failed ${onHead(headKind)}: check the head's test log`;
}
var ADDED = "new in the head run";
function floorKeys(pairs, gates, measurements, runs) {
  const keys = /* @__PURE__ */ new Set();
  const gatedKeys = /* @__PURE__ */ new Set();
  if ((runs.history?.length ?? 0) === 0 && (runs.control ?? null) === null) return [keys, gatedKeys];
  for (let i = 0; i < pairs.length; i++) {
    const pair = pairs[i];
    if (gates[i] === true) gatedKeys.add(pair.key);
    if (measurements[i]) keys.add(pair.key);
  }
  return [keys, gatedKeys];
}

// src/policy/counted-geomean.ts
function countedGeomean(geomean2, comparisons, counts, geomeanThreshold) {
  if (geomean2 === null) return null;
  const members = comparisons.filter((c) => c.gated && worseLog(c) !== null);
  const counted = members.filter(counts);
  if (counted.length === members.length) return geomean2;
  const alpha = 1 - (geomean2.ci?.level ?? 0.95);
  const z = normalQuantile(1 - alpha / 2);
  const items = counted.map((c) => {
    const delta = worseLog(c) ?? NaN;
    const share = c.suiteShare;
    return {
      delta,
      ci: share === void 0 ? null : { lower: delta - z * share.se, upper: delta + z * share.se }
    };
  });
  const source = FLOOR_SOURCES.includes(geomean2.floor.source) ? geomean2.floor.source : "assumed";
  const again = geomeanOf(items, { log: Math.log1p(geomean2.floor.value), source }, alpha);
  if (again === null) return null;
  const rule = geomean2.suite;
  if (rule === void 0) return again;
  const shares = counted.flatMap((c) => c.suiteShare === void 0 ? [] : [c]);
  let sum = 0;
  let squares = 0;
  let floors = 0;
  for (const c of shares) {
    const share = c.suiteShare;
    sum += share.delta;
    squares += share.se * share.se;
    if (c.floor.source === "assumed" || c.floor.source === "aa-control")
      floors += Math.log1p(c.floor.value) ** 2;
  }
  const count = shares.length;
  const suite = evaluateSuiteRule(
    {
      members: count,
      mean: count === 0 ? 0 : sum / count,
      standardError: count === 0 ? 0 : Math.sqrt(squares) / count,
      allPairedOrExact: rule.case === "paired",
      memberFloor: count === 0 ? 0 : Math.sqrt(floors) / count
    },
    {
      historyGeomeans: rule.case === "history" ? rule.historyGeomeans : null,
      controlShift: null,
      geomeanThreshold,
      geomeanNoiseFloor: Math.expm1(rule.floor),
      alpha
    }
  );
  return suite === null ? again : { ...again, suite };
}
function worseLog(c) {
  if (c.ratio === null || !Number.isFinite(Math.log(c.ratio))) return null;
  if (c.class === "added" || c.class === "removed" || c.class === "not-compared" || c.class === "failed")
    return null;
  return (c.direction === "higher-is-better" ? -1 : 1) * (Math.log(c.ratio) + (c.driftShift ?? 0));
}

// src/policy/regression-count.ts
function countRegressions(comparisons, waived = []) {
  const accepted = new Set(waived);
  let firm = 0;
  let likely = 0;
  let unverified = 0;
  let waivedCount = 0;
  for (const c of comparisons) {
    if (!c.gated || c.class !== "regression") continue;
    if (accepted.has(c.key)) waivedCount++;
    else if (c.strength === "likely") likely++;
    else if (c.strength === "unverified") unverified++;
    else firm++;
  }
  return {
    total: firm + likely + unverified + waivedCount,
    firm,
    likely,
    unverified,
    waived: waivedCount
  };
}
function addRegressionCounts(counts) {
  const sum = (key) => counts.reduce((s, c) => s + c[key], 0);
  return {
    total: sum("total"),
    firm: sum("firm"),
    likely: sum("likely"),
    unverified: sum("unverified"),
    waived: sum("waived")
  };
}
function regressionCountText(count) {
  const weaker = [
    [count.likely, "likely"],
    [count.unverified, "unverified"],
    [count.waived, "waived"]
  ].filter(([n]) => n > 0);
  const [only] = weaker;
  if (count.firm === 0 && only && weaker.length === 1)
    return plural(count.total, `${only[1]} regression`);
  const words = weaker.map(([n, kind]) => `${n.toLocaleString("en-US")} ${kind}`);
  if (count.firm === 0 && weaker.length > 1)
    return `${plural(count.total, "regression")} (${words.join(", ")})`;
  const extra = words.length > 0 ? ` (${words.map((w) => `+${w}`).join(", ")})` : "";
  return `${plural(count.firm, "regression")}${extra}`;
}

// src/policy/verdict-causes.ts
var ALARMS = /* @__PURE__ */ new Map([
  ["detectability", "too few samples for an isolated change to survive the FDR correction"]
]);
var UNRESOLVED_SHARE = 0.25;
function inconclusiveCauses(gated, counted, policy, all = gated) {
  const inconclusive = gated.filter((c) => c.class === "inconclusive");
  const possible = inconclusive.filter(
    (c) => (c.decisionRow === "12" || c.decisionRow === "13" && c.floor.source !== "history" || untestedBeyondBand(c)) && worse(c) > 0 && counted(c)
  ).sort(byWorst);
  const testable = gated.some(
    (c) => c.decisionRow === void 0 ? c.pValue !== null : isTestedRow(c.decisionRow)
  );
  const causes = [];
  if (possible.length > 0)
    causes.push(
      numbers(
        `${plural(possible.length, "possible regression")} (${possible.length > 1 ? "worst: " : ""}${changeOf(possible[0])})`,
        possible.map(describeComparison)
      )
    );
  const waiting = inconclusive.filter((c) => isWaiting(c) && counted(c)).sort(byWorst);
  if (waiting.length > 0) {
    const first = waiting[0];
    const cpuTime = wallCpuPairs(all).find((pair) => pair.wall === first)?.cpu;
    const cpu = first?.waiting ? `, CPU time ${changeAtIntervalText(first.waiting.cpuRatio, cpuTime?.ci ?? null, " ")}` : "";
    const what = `${plural(waiting.length, "wall-time regression")} CPU time does not show`;
    const text = `${what} (${waiting.length > 1 ? "worst: " : ""}${changeOf(first)}${cpu}): runner contention or a new wait`;
    causes.push(numbers(text, waiting.map(describeComparison)));
  }
  const unresolved = inconclusive.filter(
    (c) => c.decisionRow === "13" && c.floor.source === "history" && worse(c) > 0 && counted(c)
  );
  if (gated.length > 0 && unresolved.length / gated.length >= UNRESOLVED_SHARE) {
    const text = `${unresolved.length.toLocaleString("en-US")} of ${plural(gated.length, "gated comparison")} moved beyond the threshold within their run-to-run variation: too noisy to tell`;
    causes.push(numbers(text, unresolved.map(describeComparison)));
  }
  const open = inconclusive.filter(counted);
  if (gated.length > 0 && open.length / gated.length > policy.maxInconclusiveFraction) {
    const text = `${open.length.toLocaleString("en-US")} of ${plural(gated.length, "gated comparison")} ${isAre(open.length)} inconclusive`;
    causes.push(numbers(text, [text]));
  }
  if (gated.length === 0) {
    causes.push(nothingGated(all));
  } else if (!testable) {
    const text = "none of the gated comparisons could be tested or compared exactly";
    causes.push(numbers(text, [text]));
  }
  return causes;
}
var UNMATCHED = ["added", "removed", "not-compared"];
function nothingGated(all) {
  const unmatched = all.filter((c) => c.gated && UNMATCHED.includes(c.class));
  if (unmatched.length === 0) {
    const text2 = "no comparison is gated, so nothing was judged";
    const why2 = "every compared metric is informational here (a gate: off rule, or a metric of unknown direction); gate at least one metric to get a verdict";
    return numbers(text2, [why2]);
  }
  const left = unmatched.filter((c) => c.class === "not-compared");
  const oneSided = unmatched.filter((c) => c.class !== "not-compared");
  const shared = all.some(
    (c) => !UNMATCHED.includes(c.class) && c.class !== "failed"
  );
  const text = left.length > 0 ? `${plural(left.length, "gated metric")} ${isAre(left.length)} in both base and head but could not be compared, so nothing was judged` : shared ? "no gated metric is in both base and head, so nothing was judged" : "base and head have no benchmark in common, so nothing was compared";
  const reasons = [
    ...left.slice(0, LISTED_LEFT_OUT).map(describeComparison),
    ...left.length > LISTED_LEFT_OUT ? [`\u2026 and ${(left.length - LISTED_LEFT_OUT).toLocaleString("en-US")} more not compared`] : []
  ];
  if (oneSided.length === 0) return numbers(text, reasons);
  const metrics = `${plural(oneSided.length, "gated metric")} ${isAre(oneSided.length)}`;
  const byFile = oneSided.every((c) => c.format === "perf-stat-csv") ? "; perf stat's CSV names each benchmark after its file (bench-out/parse.csv is parse), so give base and head files the same name" : "";
  const counts = UNMATCHED.map((k) => [k, oneSided.filter((c) => c.class === k).length]).filter(([, n]) => n > 0).map(([k, n]) => `${n.toLocaleString("en-US")} ${k === "not-compared" ? "not compared" : k}`).join(", ");
  const why = `${metrics} in only one of the runs (${counts}): check that base and head ran the same benchmarks under the same names and filters (a rename, a different benchmark filter, another result file)${byFile}`;
  return numbers(text, [...reasons, why]);
}
var LISTED_LEFT_OUT = 5;
function missingRequiredCause(missing) {
  if (missing.length === 0) return void 0;
  const headline = missing.length === 1 ? `required benchmark ${missing[0] ?? ""} has no head results` : `${plural(missing.length, "required benchmark")} have no head results`;
  const reasons = missing.map(
    (name) => `required benchmark ${name} has no head results: it was removed, renamed or failed`
  );
  return { headline, reasons, fromNumbers: false };
}
function geomeanSignal(geomean2, threshold, regressionsNamed = 0) {
  const rule = geomean2?.suite;
  if (rule === void 0 || !rule.fail && !rule.warn) return null;
  const band = percentBand(Math.log1p(threshold));
  const floorDecides = rule.case === "none" && rule.floor > Math.log1p(threshold);
  const decider = floorDecides ? `${percentBand(rule.floor)} suite floor` : `${band} band`;
  const interval2 = geomean2?.partial === false ? geomean2.ci : null;
  const mean = changeAtIntervalText(Math.exp(rule.mean), interval2, " ");
  const moved = `the gated comparisons moved ${mean} on average (geometric mean of ${rule.members})`;
  const against = rule.case === "history" ? `beyond the run-to-run variation of the suite geomean over ${rule.historyGeomeans?.length ?? 0} base runs (p = ${(rule.fail ? rule.pFail ?? 1 : rule.pWarn ?? 1).toPrecision(2)})` : rule.case === "paired" ? `with the fixed-effect CI ${rule.fail ? `beyond the ${band} band` : "above zero"}` : floorDecides ? `above the ${decider} (wider than the ${band} band: without history the suite's run-to-run variation is assumed, not measured), so this only warns` : `above the ${decider}; without history the suite's run-to-run variation is not measured, so this only warns`;
  const named = regressionsNamed === 0 ? ": a diffuse regression, no single benchmark a regression but the suite as a whole slower" : `; the ${agree(regressionsNamed, "regression", plural(regressionsNamed, "regression"))} named here ${agree(regressionsNamed, "accounts", "account")} for part or all of it`;
  const reason = `${moved}, ${against}${named}`;
  if (rule.fail)
    return {
      level: "fail",
      headline: regressionsNamed === 0 ? `a diffuse regression: the suite geomean moved ${mean}` : `the suite geomean moved ${mean}`,
      reason
    };
  return {
    level: "warn",
    headline: `the suite geomean moved ${mean}, above the ${decider}`,
    reason
  };
}
function regressionHeadline(shown, counted = shown, waived = []) {
  const count = countRegressions(
    [...counted, ...waived],
    waived.map((c) => c.key)
  );
  const text = regressionCountText(count);
  const among = counted.length > 0 ? counted : shown;
  const worst = `${among.length > 1 ? "worst: " : ""}${changeOf(shown[0])}`;
  if (count.firm === count.total) return `${text} beyond the noise floor (${worst})`;
  return text.endsWith(")") ? `${text}, ${worst}` : `${text} (${worst})`;
}
function changeOf(c) {
  if (!c) return "";
  const change2 = c.ratio === null ? "" : ` ${changeAtIntervalText(c.ratio, c.ci, " ")}`;
  return `${c.label} ${c.metricName}${change2}`;
}
function numbers(headline, reasons) {
  return { headline, reasons, fromNumbers: true };
}
function untestedBeyondBand(c) {
  return c.decisionRow === "4" && c.band !== void 0 && worse(c) > Math.log1p(c.band);
}
function worse(c) {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio);
  return c.direction === "higher-is-better" ? -delta : delta;
}
function byWorst(a, b) {
  return worse(b) - worse(a);
}
function describeComparison(c) {
  return `${c.label} (${c.metricName}): ${c.reasons[0] ?? c.class}`;
}

// src/policy/failure-causes.ts
function failureCauses(comparisons, levelOf2, policy, headKind) {
  const failedOnHead = { fail: [], warn: [] };
  const notes = [];
  for (const c of comparisons) {
    if (c.class !== "failed" || !c.gated || c.failure === void 0) continue;
    if (c.failure.head === null) {
      notes.push(describeComparison(c));
      continue;
    }
    const level = policy.failOn === "never" ? "warn" : levelOf2(c);
    failedOnHead[level].push(c);
  }
  const where = onHead(headKind);
  return { fail: causeOf(failedOnHead.fail, where), warn: causeOf(failedOnHead.warn, where), notes };
}
function causeOf(failed, where) {
  const [first] = failed;
  if (first === void 0) return void 0;
  const benchmarks = new Set(failed.map((c) => c.label)).size;
  const headline = benchmarks === 1 ? `${first.label} failed ${where}` : `${plural(benchmarks, "benchmark")} failed ${where}`;
  return { headline, reasons: failed.map(describeComparison), fromNumbers: false };
}

// src/policy/policy.ts
var FAIL_ON = ["strong", "likely", "unverified", "never"];
var GATES = ["fail", "warn", "off"];
var ON_FAILURE = ["fail", "warn"];
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
var DEFAULT_VERDICT_POLICY = {
  failOn: "strong",
  failOnInconclusive: false,
  maxInconclusiveFraction: 0.5,
  geomeanThreshold: 0.02
};

// src/policy/decide-verdict.ts
var STRENGTH_ORDER2 = ["exact", "strong", "likely", "unverified"];
var INFORMATIONAL = /* @__PURE__ */ new Set(["added", "removed", "not-compared", "failed"]);
var COUNTS = { kind: "counts" };
function decideVerdict(comparisons, geomean2, policy, findings, signals = {}, headKind) {
  const standingOf = signals.standing ?? (() => COUNTS);
  const gated = comparisons.filter((c) => c.gated && !INFORMATIONAL.has(c.class));
  const waived = /* @__PURE__ */ new Map();
  const counted = (c) => {
    const standing = standingOf(c);
    if (standing.kind === "waived") waived.set(c, standing.reason);
    return standing.kind !== "waived";
  };
  const regressions = gated.filter((c) => c.class === "regression" && counted(c)).sort(byWorst);
  const waivedRegressions = gated.filter((c) => c.class === "regression" && standingOf(c).kind === "waived").sort(byWorst);
  const failsUpTo = policy.failOn === "never" ? -1 : STRENGTH_ORDER2.indexOf(policy.failOn);
  const failing = regressions.filter(
    (c) => STRENGTH_ORDER2.indexOf(c.strength) <= failsUpTo && standingOf(c).kind === "counts"
  );
  const failed = new Set(failing);
  const warning = regressions.filter((c) => !failed.has(c));
  const describeCounted = (c) => standingOf(c).kind === "warn-only" ? `${describeComparison(c)} (gate: warn)` : describeComparison(c);
  const counting = countedGeomean(
    geomean2,
    comparisons,
    // A wall-time change CPU time contradicts is not resolved (§8): it cannot move the suite either.
    (c) => standingOf(c).kind === "counts" && !isWaiting(c),
    policy.geomeanThreshold
  );
  const signal = geomeanSignal(counting, policy.geomeanThreshold, regressions.length);
  const leftOut = [
    ...gated.some((c) => standingOf(c).kind !== "counts") ? ["the gate: warn and waived comparisons"] : [],
    ...gated.some(isWaiting) ? ["the wall-time changes CPU time does not show"] : []
  ];
  const suite = signal && counting !== geomean2 ? { ...signal, reason: `${signal.reason} (without ${leftOut.join(" and ")})` } : signal;
  const failures = failureCauses(comparisons, signals.failure ?? (() => "fail"), policy, headKind);
  const required = missingRequiredCause(signals.missingRequired ?? []);
  const environment2 = signals.environment ?? null;
  const tiers = {
    fail: [],
    warn: [],
    inconclusive: []
  };
  if (failures.fail) tiers.fail.push(failures.fail);
  if (failures.warn) tiers.warn.push(failures.warn);
  if (failing.length > 0)
    tiers.fail.push(
      numbers(
        regressionHeadline(failing, regressions, waivedRegressions),
        failing.map(describeCounted)
      )
    );
  if (suite?.level === "fail" && policy.failOn !== "never")
    tiers.fail.push(numbers(suite.headline, [suite.reason]));
  else if (suite) tiers.warn.push(numbers(suite.headline, [suite.reason]));
  if (required) tiers[policy.failOn === "never" ? "warn" : "fail"].push(required);
  if (warning.length > 0)
    tiers.warn.unshift(
      numbers(
        regressionHeadline(warning, warning, waivedRegressions),
        warning.map(describeCounted)
      )
    );
  for (const alarm of findings.filter((f) => ALARMS.has(f.kind)))
    tiers.warn.push(numbers(ALARMS.get(alarm.kind) ?? alarm.message, [alarm.message]));
  const judgedNothing = gated.length === 0;
  if (environment2?.handling === "warn" && !judgedNothing)
    tiers.warn.push({
      headline: environment2.headline,
      reasons: [environment2.reason],
      fromNumbers: false
    });
  tiers.inconclusive.push(...inconclusiveCauses(gated, counted, policy, comparisons));
  if (environment2?.handling === "warn" && judgedNothing)
    tiers.inconclusive.push({
      headline: environment2.headline,
      reasons: [environment2.fact ?? environment2.reason],
      fromNumbers: false
    });
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
  const removed = gated.length > 0 ? removedBenchmarks(comparisons) : [];
  const notes = [
    ...[...waived.values()],
    ...failures.notes,
    ...signals.notes ?? [],
    ...removedNote(removed, headKind)
  ];
  const judged = levelOf(tiers, gated, notes, policy, waivedRegressions, removed.length);
  const unstable = findings.filter((f) => f.kind === "calibration").map((f) => f.message);
  const decided = unstable.length > 0 ? {
    ...judged,
    reasons: [...unstable, ...judged.reasons.filter((r) => !unstable.includes(r))]
  } : judged;
  const waivedKeys = gated.filter((c) => standingOf(c).kind === "waived").map((c) => c.key);
  const verdict = waivedKeys.length > 0 ? { ...decided, waived: waivedKeys } : decided;
  const acknowledged = signals.acknowledgement;
  if (verdict.level !== "fail" || !acknowledged) return verdict;
  return {
    ...verdict,
    level: "warn",
    headline: `acknowledged: ${verdict.headline}`,
    reasons: [acknowledged, ...verdict.reasons]
  };
}
function levelOf(tiers, gated, notes, policy, waived, removed) {
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
  const gone = removed > 0 ? `; ${plural(removed, "gated benchmark")} removed` : "";
  const scope = `${passScope(gated)}${gone}`;
  const text = waived.length > 0 ? `${regressionHeadline(waived, [], waived)}, nothing else ${scope}` : `no regression ${scope}`;
  return { level: "pass", headline: text, reasons: [text, ...notes] };
}
function passScope(gated) {
  const count = (cls) => gated.filter((c) => c.class === cls).length;
  const improved = count("improvement");
  const open = gated.filter((c) => c.class === "inconclusive");
  const untested = open.filter(
    (c) => c.decisionRow !== void 0 && !isTestedRow(c.decisionRow)
  ).length;
  const undecided = open.length - untested;
  const judged = gated.length - open.length;
  const among = open.length === 0 ? plural(gated.length, "gated comparison") : `${judged.toLocaleString("en-US")} of ${plural(gated.length, "gated comparison")}`;
  const kinds = [
    [count("regression"), "waived"],
    [count("no-change"), "no change"],
    [improved, "improved"]
  ];
  const judgedParts = improved > 0 ? ` (${partsOf(kinds)})` : "";
  const openParts = partsOf([
    [untested, "could not be tested"],
    [undecided, "inconclusive"]
  ]);
  return `beyond the thresholds in ${among}${judgedParts}${openParts === "" ? "" : `; ${openParts}`}`;
}
function partsOf(counts) {
  return counts.filter(([n]) => n > 0).map(([n, words]) => `${n.toLocaleString("en-US")} ${words}`).join(", ");
}
function removedBenchmarks(comparisons) {
  const labels2 = comparisons.filter((c) => c.gated && c.class === "removed").map((c) => c.label);
  return [...new Set(labels2)];
}
function removedNote(labels2, headKind) {
  if (labels2.length === 0) return [];
  const shown = labels2.slice(0, 5).join(", ");
  const more = labels2.length > 5 ? ` and ${(labels2.length - 5).toLocaleString("en-US")} more` : "";
  const which = `${plural(labels2.length, "gated benchmark")} ${isAre(labels2.length)} in the base run only (removed): ${shown}${more}`;
  return [
    `${which}; a benchmark that was deleted, renamed or failed ${onHead(headKind)} without a result disappears this way, which changes no level; list it under required in the policy to make its absence fail`
  ];
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
  const head = counts.head > 0 ? `${problems(counts.head)} in ${INPUTS_OF.head}` : headFiles === 0 ? "the head results matched no file" : `the head's ${headFiles === 1 ? "file holds" : `${headFiles} files hold`} no benchmark results`;
  const others = INPUT_SIDES.filter((side) => side !== "head" && counts[side] > 0).map(
    (side) => `${problems(counts[side])} in ${INPUTS_OF[side]}`
  );
  return others.length > 0 ? [head, `also ${others.join(", ")}`] : [head];
}
function problems(count) {
  return plural(count, "problem");
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
      // The level already reads `no-baseline`: the headline is the cause alone, said once.
      headline: facts.missing,
      reasons: ["nothing was compared; the head's own numbers are reported"]
    };
  if (facts.baseCount === 0)
    return {
      level: "no-baseline",
      headline: "no base results could be read",
      reasons: ["no base file could be read; the head's own numbers are reported"]
    };
  return withUnreadHead(verdict, facts.problems.head);
}
function withUnreadHead(verdict, headProblems) {
  if (headProblems === 0 || verdict.level !== "pass" && verdict.level !== "warn") return verdict;
  return {
    ...verdict,
    level: "inconclusive",
    headline: `${problems(headProblems)} in ${INPUTS_OF.head}: what could not be read may hide a change`,
    reasons: [
      `results the head's files hold but could not be read are not compared (see the problems found in the inputs); without them the verdict would be ${verdict.level}: ${verdict.headline}`,
      ...verdict.reasons
    ]
  };
}

// src/policy/missing-leg.ts
function missingLegVerdict(why, comparisons, failure2, policy, acknowledgement, headKind) {
  const benchmarks = new Set(comparisons.map((c) => c.label)).size;
  const gated = comparisons.filter((c) => c.gated);
  const where = onHead(headKind);
  const headline = benchmarks === 0 ? `no results ${where}; the base run has no readable results there either` : `no results ${where}; the base run has ${plural(benchmarks, "benchmark")} there`;
  const fails = policy.failOn !== "never" && gated.some((c) => failure2(c) === "fail");
  const reasons = [
    why,
    fails ? `a leg with no results ${where} fails like a benchmark that failed ${where} (on-failure: warn for its benchmarks makes it warn)` : gated.length === 0 ? "none of its benchmarks is gated, so it warns" : `the policy only warns when these benchmarks fail ${where} (on-failure: warn, gate: warn or fail-on: never), so it warns`
  ];
  if (!fails) return { level: "warn", headline, reasons };
  if (acknowledgement)
    return {
      level: "warn",
      headline: `acknowledged: ${headline}`,
      reasons: [acknowledgement, ...reasons]
    };
  return { level: "fail", headline, reasons };
}

// src/model/wildcard-match.ts
function literalAtom(character) {
  return { kind: "one", test: (c) => c === character };
}
var ANY_ONE = { kind: "one", test: () => true };
var STAR = { kind: "star" };
function matchWildcards(atoms, text) {
  const characters = Array.from(text);
  const n = characters.length;
  const m = atoms.length;
  const starts = new Int32Array(m + 1);
  let t = 0;
  let p = 0;
  let lastStar = -1;
  let lastStarEnd = 0;
  while (t < n || p < m) {
    const atom = atoms[p];
    if (atom?.kind === "star") {
      starts[p] = t;
      lastStar = p;
      lastStarEnd = t;
      p++;
      continue;
    }
    const character = characters[t];
    if (atom !== void 0 && character !== void 0 && atom.test(character)) {
      starts[p] = t;
      p++;
      t++;
      continue;
    }
    if (lastStar < 0 || lastStarEnd >= n) return null;
    lastStarEnd++;
    t = lastStarEnd;
    p = lastStar + 1;
  }
  starts[m] = n;
  const spans = [];
  for (let k = 0; k < m; k++) {
    const start = starts[k] ?? 0;
    spans.push(atoms[k]?.kind === "star" ? [start, starts[k + 1] ?? n] : [start, start + 1]);
  }
  return { spans, characters };
}
function wildcardsMatch(atoms, text) {
  return matchWildcards(atoms, text) !== null;
}

// src/policy/linear-regex.ts
var UnsupportedRegexError = class extends Error {
  name = "UnsupportedRegexError";
};
function compileLinearRegex(text) {
  let compiled;
  try {
    compiled = RE2JS.compile(text);
  } catch (error) {
    throw new UnsupportedRegexError(describeRegexProblem(error));
  }
  return { test: (subject) => compiled.test(subject) };
}
function describeRegexProblem(error) {
  if (!(error instanceof RE2JSSyntaxException)) {
    const why = error instanceof Error ? error.message : String(error);
    return error instanceof RE2JSException ? `not a regular expression RE2 can compile: ${why}` : `not a valid regular expression: ${why}`;
  }
  const code = error.error;
  const found = javascriptOnly(code, error.input ?? "");
  if (found?.backtracks === false)
    return `\`${found.text}\` is ${found.what}, which RE2 syntax does not have: ${found.instead}`;
  if (found)
    return `\`${found.text}\` is ${found.what}, which benchmark-regex does not support: it is matched in time linear in the name (RE2 syntax), without backreferences, lookaround, atomic groups or possessive quantifiers`;
  const limit = code === "invalid repeat count" ? " (RE2 allows at most 1000 repetitions)" : "";
  return `not a valid regular expression (RE2 syntax): ${code}${error.input ? `: \`${error.input}\`` : ""}${limit}`;
}
function javascriptOnly(code, input) {
  if (code === "invalid escape sequence") {
    if (/^\\[1-9]/.test(input)) return { backtracks: true, text: input, what: "a backreference" };
    if (input === "\\k") return { backtracks: true, text: "\\k<\u2026>", what: "a named backreference" };
    if (input === "\\u")
      return {
        backtracks: false,
        text: "\\u",
        what: "JavaScript's `\\uXXXX` escape",
        instead: "write the character as `\\x{XXXX}`"
      };
    if (input === "\\c")
      return {
        backtracks: false,
        text: "\\c",
        what: "JavaScript's control-character escape",
        instead: "write it as `\\x01` \u2026 `\\x1f`"
      };
    return void 0;
  }
  if (code === "invalid or unsupported Perl syntax") {
    if (input === "(?=") return { backtracks: true, text: "(?=", what: "a lookahead" };
    if (input === "(?!") return { backtracks: true, text: "(?!", what: "a negative lookahead" };
    if (input === "(?>") return { backtracks: true, text: "(?>", what: "an atomic group" };
    return void 0;
  }
  if (code === "invalid named capture") {
    if (input.startsWith("(?<=")) return { backtracks: true, text: "(?<=", what: "a lookbehind" };
    if (input.startsWith("(?<!"))
      return { backtracks: true, text: "(?<!", what: "a negative lookbehind" };
    return void 0;
  }
  if (code === "invalid nested repetition operator" && /^[*+?}]\+$/.test(input))
    return { backtracks: true, text: input, what: "a possessive quantifier" };
  return void 0;
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
function globAtoms(glob) {
  const atoms = [];
  for (const c of glob) {
    if (c === "*" && atoms.at(-1) === STAR) continue;
    atoms.push(c === "*" ? STAR : c === "?" ? ANY_ONE : literalAtom(c));
  }
  return atoms;
}
function compilePattern(pattern) {
  if (pattern.kind === "regex") {
    const regex = compileLinearRegex(pattern.text);
    return (benchmark) => regex.test(labelOf2(benchmark));
  }
  const atoms = globAtoms(pattern.text);
  return (benchmark) => wildcardsMatch(atoms, labelOf2(benchmark)) || wildcardsMatch(atoms, benchmark.name);
}
function describePattern(pattern) {
  return pattern.kind === "glob" ? pattern.text : `/${pattern.text}/`;
}

// src/policy/waivers.ts
function reviewWaivers(waivers, comparisons, today) {
  if (waivers.length === 0) return { standingOf: () => void 0, notes: [], expired: [] };
  const compiled = waivers.map((waiver) => ({ waiver, matches: compilePattern(waiver.pattern) }));
  const active = compiled.filter(({ waiver }) => waiver.expires >= today);
  const expired = compiled.filter(({ waiver }) => waiver.expires < today);
  const standings = /* @__PURE__ */ new Map();
  const notes = [];
  for (const c of comparisons) {
    if (!c.gated || !regressionLike(c)) continue;
    const applies = ({ waiver: waiver2, matches }) => (waiver2.metric === void 0 || waiver2.metric === c.metric || waiver2.metric === c.metricName) && matches(c.benchmark);
    const change2 = worse2(c);
    const waiver = active.find(applies)?.waiver;
    const name = `${c.label} (${c.metricName})`;
    const step = changeStep(((c.ratio ?? 1) - 1) * 100, c.ci);
    const shown = percentChangeText(Math.exp(change2), step, " ");
    const limit = waiver === void 0 ? "" : limitText(waiver.maxRegression, " ");
    if (waiver && change2 <= Math.log1p(waiver.maxRegression)) {
      standings.set(c, {
        kind: "waived",
        reason: `${name}: ${shown} accepted by the waiver for ${describePattern(waiver.pattern)} (up to ${limit}, until ${waiver.expires}): ${waiver.reason}`
      });
    } else if (waiver) {
      notes.push(
        `${name}: ${shown} is more than the waiver for ${describePattern(waiver.pattern)} accepts (${limit}), so it counts`
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
    expired: expired.map(({ waiver }) => waiver)
  };
}
function regressionLike(c) {
  return c.class === "regression" || c.class === "inconclusive" && worse2(c) > 0;
}
function worse2(c) {
  const delta = c.ratio === null ? 0 : Math.log(c.ratio);
  return c.direction === "higher-is-better" ? -delta : delta;
}

// src/policy/reference-gates.ts
var RANK = ["no-baseline", "pass", "inconclusive", "warn", "fail"];
var WARN_ONLY = { kind: "warn-only" };
function gateOnReferences(verdict, references, rules) {
  if (verdict.level === "error") return verdict;
  let result = verdict;
  for (const reference2 of references) {
    if (reference2.gate === "off") continue;
    const own = referenceVerdict(reference2, rules);
    if (own.level === "pass") continue;
    const against = `against ${reference2.name}`;
    const reasons = own.reasons.map((r) => `${against}: ${r}`);
    result = RANK.indexOf(own.level) > RANK.indexOf(result.level) ? {
      // The base's waived comparisons stay named: every count over them is the base's.
      ...result,
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
function referenceVerdict(reference2, rules) {
  if (reference2.missing !== void 0) {
    const text = `the reference gates the verdict (gate: ${reference2.gate}) but was not compared: ${reference2.missing}`;
    return { level: "warn", headline: text, reasons: [text] };
  }
  const standing = rules.standing(reference2.comparisons);
  return decideVerdict(reference2.comparisons, reference2.geomean, rules.policy, [], {
    standing: reference2.gate === "warn" ? (c) => {
      const s = standing(c);
      return s.kind === "waived" ? s : WARN_ONLY;
    } : standing,
    acknowledgement: rules.acknowledgement
  });
}
function referenceStanding(policy, rules, today) {
  return (comparisons) => {
    const waivers = reviewWaivers(policy.waivers, comparisons, today);
    return (c) => waivers.standingOf(c) ?? (rules.gateOf(c) === "warn" ? { kind: "warn-only" } : COUNTS2);
  };
}
var COUNTS2 = { kind: "counts" };

// src/policy/acknowledgement.ts
function acknowledgementOf(label, pullRequest) {
  if (label === null || pullRequest === null) return null;
  const same = (name) => name.localeCompare(label, "en", { sensitivity: "accent" }) === 0;
  if (!pullRequest.labels.some(same) && !(pullRequest.labeled && same(pullRequest.labeled.label)))
    return null;
  const who = pullRequest.labeled && same(pullRequest.labeled.label) ? `, added by @${pullRequest.labeled.sender}` : " on the pull request";
  return `acknowledged with the label "${label}"${who}: the fail verdict is shown as warn`;
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
  let found = 0;
  for (let i = 0; i < results.length && found < environments.size; i++) {
    const result = results[i];
    const file = result.source.file;
    if (file === lastFile || formatOf.has(file)) continue;
    lastFile = file;
    formatOf.set(file, result.format);
    if (environments.has(file)) found++;
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

// src/policy/review-policy.ts
function reviewPolicy(policy, rules, facts) {
  const file = policy.file ?? "";
  const warn = (at3, message) => diagnostic("warning", file, describeLocation(at3), message);
  const waivers = reviewWaivers(policy.waivers, facts.comparisons, facts.today);
  const standing = (c) => waivers.standingOf(c) ?? (rules.gateOf(c) === "warn" ? WARN_ONLY2 : COUNTS3);
  const failure2 = (c) => rules.gateOf(c) === "warn" ? "warn" : rules.resolve(c).onFailure ?? "fail";
  const mismatches = facts.environments && policy.environment.onMismatch !== "ignore" ? environmentMismatches(
    facts.environments.base,
    facts.environments.head,
    policy.environment.keys
  ) : [];
  const handling = policy.environment.onMismatch;
  const environment2 = mismatches.length > 0 && handling !== "ignore" ? mismatchSignal(handling, mismatches) : null;
  const diagnostics = [
    ...waivers.expired.map(
      (w) => warn(
        w.at,
        `this waiver for ${describePattern(w.pattern)} expired on ${w.expires} and is ignored; renew or remove it`
      )
    ),
    ...unmatchedEntries(policy, facts.comparisons).map(({ at: at3, message }) => warn(at3, message)),
    // Without metric or benchmark rules no direction or gate is declared: nothing can conflict.
    ...policy.metrics.length + policy.benchmarks.length === 0 ? [] : ruleConflicts(rules, facts.comparisons).map(({ at: at3, message }) => warn(at3, message)),
    ...unknownDirections(facts.comparisons)
  ];
  return {
    signals: {
      standing,
      failure: failure2,
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
function mismatchSignal(handling, mismatches) {
  const fact = `base and head ran in different environments: ${describeMismatches(mismatches)}`;
  return {
    handling,
    headline: `base and head ran in different environments (${mismatches.map((m) => m.key).join(", ")})`,
    reason: `${fact}; the change may come from the machine or the build, not the code`,
    fact
  };
}
var COUNTS3 = { kind: "counts" };
var WARN_ONLY2 = { kind: "warn-only" };
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
  const problems2 = [];
  for (const rule of policy.metrics)
    if (!names.has(rule.metric) && !kinds.has(rule.metric))
      problems2.push({ at: rule.at, message: unknownMetric(rule.metric, "rule") });
  for (const entry of [...policy.benchmarks, ...policy.waivers]) {
    const matches = compilePattern(entry.pattern);
    if (comparisons.some((c) => namesMetric(entry.metric, c) && matches(c.benchmark))) continue;
    const metric = entry.metric !== void 0 && !names.has(entry.metric) && !kinds.has(entry.metric) ? `; ${unknownMetric(entry.metric, "entry")}` : "";
    problems2.push({
      at: entry.at,
      message: `${describePattern(entry.pattern)} matches no benchmark${entry.metric === void 0 ? "" : ` with metric "${entry.metric}"`} of this run${metric}`
    });
  }
  return problems2;
}
var LISTED_METRICS = 5;
function unknownDirections(comparisons) {
  const metrics = /* @__PURE__ */ new Map();
  for (const c of comparisons)
    if (c.direction === "unknown" && !metrics.has(c.metricName)) metrics.set(c.metricName, c.unit);
  if (metrics.size === 0) return [];
  const names = [...metrics.keys()];
  const listed2 = names.slice(0, LISTED_METRICS).map((name) => `"${name}"`).join(", ");
  const more = names.length > LISTED_METRICS ? ` and ${names.length - LISTED_METRICS} more` : "";
  const example = JSON.stringify(names[0] ?? "");
  const count = names.length;
  return [
    diagnostic(
      "warning",
      "",
      "",
      `${agree(count, "metric", plural(count, "metric"))} ${listed2}${more} ${agree(count, "has", "have")} no known better direction, so ${agree(count, "it is", "they are")} shown but never gated; set ${agree(count, "it", "each")} in the policy file: metrics: { ${example}: { direction: lower-is-better } } (or higher-is-better)`
    )
  ];
}
function ruleConflicts(rules, comparisons) {
  const reported = /* @__PURE__ */ new Set();
  const problems2 = [];
  const once = (at3, metricName, message) => {
    const key = `${at3.path}\0${metricName}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems2.push({ at: at3, message });
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
    const gate = rule.ruleGate?.absolute ? rule.ruleGate.gate : rule.metricGate;
    const gateSource = rule.ruleGate?.absolute ? rule.benchmarkRule : rule.metricRule;
    if (c.direction === "unknown" && gate !== void 0 && gate !== "off" && gateSource)
      once(
        gateSource.at,
        c.metricName,
        `"${c.metricName}" cannot gate while its better direction is unknown; add direction: lower-is-better or higher-is-better`
      );
  }
  return problems2;
}

// src/policy/legs-verdict.ts
var SEVERITY = [
  "error",
  "fail",
  "inconclusive",
  "warn",
  "pass",
  "no-baseline"
];
var DID = {
  fail: ["fails", "fail"],
  warn: ["warns", "warn"],
  error: ["has an error", "have errors"],
  inconclusive: ["is inconclusive", "are inconclusive"],
  pass: ["passes", "pass"],
  "no-baseline": ["has nothing to compare with", "have nothing to compare with"]
};
function legsVerdict(legs) {
  const [only] = legs;
  if (!only) return { level: "error", headline: "no results to report", reasons: [] };
  if (legs.length === 1) return only.report.verdict;
  const level = SEVERITY.find((l) => legs.some((leg) => leg.report.verdict.level === l)) ?? "error";
  const worst = legs.filter((leg) => leg.report.verdict.level === level).map((leg) => leg.leg);
  const unmatched = legs.filter((leg) => leg.report.verdict.level === "no-baseline");
  const noBaseline = level === "no-baseline" || unmatched.length === 0 ? "" : `; no baseline for ${unmatched.map((leg) => leg.leg).join(", ")}`;
  const absent = legs.filter((leg) => leg.report.context?.headMissing !== void 0);
  const where = onHead(absent[0]?.report.context?.headKind);
  const missing = absent.length === 0 ? "" : `; ${plural(absent.length, "leg")} missing ${where} (${absent.map((leg) => leg.leg).join(", ")})`;
  const [one, many] = DID[level];
  const which = worst.length === legs.length ? `${legs.length === 2 ? "both legs" : `all ${legs.length} legs`} ${many}` : `${worst.length} of ${plural(legs.length, "leg")} ${agree(worst.length, one, many)}`;
  return {
    level,
    headline: `${which} (${worst.join(", ")})${missing}${noBaseline}`,
    reasons: legs.map((l) => `${l.leg}: ${l.report.verdict.level} \u2014 ${l.report.verdict.headline}`)
  };
}

// src/policy/classify-change.ts
var SPACE2 = " ";
var percentBand2 = (logBand) => bandTextOfLog(logBand, SPACE2);
function classifyChange(evidence, policy) {
  const decided = withBand(decide(evidence, policy), evidence, policy);
  const moved = decided.class === "regression" || decided.class === "improvement";
  if (moved && !evidence.directionKnown) {
    const reason = `${change(evidence)}, but whether higher is better is not configured for this metric`;
    const reasons = [reason, ...decided.reasons];
    return { ...decided, class: "inconclusive", strength: null, reasons };
  }
  if (decided.class !== "inconclusive" || evidence.minimumDetectableEffect === null) return decided;
  if (decided.row === "12" || decided.row === "13") return decided;
  if (decided.band !== void 0 && !(evidence.minimumDetectableEffect > decided.band))
    return decided;
  const mde = `at this n the smallest change it can resolve is about ${detectableTextOfLog(evidence.minimumDetectableEffect, SPACE2)}`;
  return { ...decided, reasons: [...decided.reasons, mde] };
}
function withBand(decided, e, policy) {
  if (e.path === "invalid") return decided;
  if (e.path === "deterministic")
    return { ...decided, band: Math.log1p(policy.thresholdDeterministic) };
  return { ...decided, band: e.path === "untestable" ? e.thetaU : e.theta };
}
var INCONCLUSIVE_ROWS = /* @__PURE__ */ new Set(["0", "2a", "2b", "4", "12", "13"]);
var NO_CHANGE_ROWS = /* @__PURE__ */ new Set(["2", "9", "10", "11", "14"]);
var POSSIBLE_Q = 0.25;
function decide(e, policy) {
  const d = e.delta;
  const row = (id, strength, reason) => {
    const moved = d > 0 ? "regression" : "improvement";
    const kind = INCONCLUSIVE_ROWS.has(id) ? "inconclusive" : NO_CHANGE_ROWS.has(id) ? "no-change" : moved;
    return { class: kind, strength, row: id, reasons: [reason] };
  };
  if (e.path === "invalid") return row("0", null, e.invalidReason ?? "invalid data");
  const text = change(e);
  if (e.path === "deterministic") {
    const band = Math.log1p(policy.thresholdDeterministic);
    const where = `the ${percentBand2(band)} threshold for exact metrics`;
    if (Math.abs(d) > band) return row("1", "exact", `${text} exactly, beyond ${where}`);
    return row("2", "exact", `${text} exactly, within ${where}`);
  }
  const smallest = Math.min(e.sampleSizes.base, e.sampleSizes.head);
  if (smallest < policy.minSamples) {
    const asked = `the policy asks for at least ${policy.minSamples}`;
    return row("2a", null, `too few samples: ${smallest} on a side, ${asked}`);
  }
  if (e.belowResolution) {
    const bound = e.resolutionBound ?? null;
    if (bound !== null && bound <= Math.log1p(policy.threshold)) {
      const within = `a change hidden below it is at most ${percentBand2(bound)}, within the ${percentBand2(Math.log1p(policy.threshold))} threshold`;
      const reason = `no change: the medians are equal and the sides differ by at most one unit of the last printed digit; ${within}`;
      return { class: "no-change", strength: "equivalent", row: "2b", reasons: [reason] };
    }
    const why = "the sides differ by at most one unit of the last printed digit";
    return row("2b", null, `${text} is below the printed resolution: ${why}`);
  }
  const tau = Math.log1p(policy.threshold);
  const { theta, thetaU } = e;
  const history = e.floor.source === "history";
  const noise = noiseText(e);
  if (e.path === "untestable") {
    const unit = e.paired ? "rounds" : "samples per side";
    const needed = e.samplesNeeded === null ? "" : `; any test needs at least ${e.samplesNeeded} ${unit}`;
    const tooFew = history ? "the earlier base runs show no run-to-run variation to test it against" : e.pMin !== null && e.pMin > policy.alpha ? `the smallest p this design can reach, ${fixed(e.pMin)}, is above \u03B1 = ${policy.alpha}` : `n = ${smallest} on a side`;
    const why = e.untestableReason;
    if (Math.abs(d) <= thetaU || !e.separated) {
      const reason = why === null ? `too few samples to test ${text} (${tooFew})${needed}` : `cannot test ${text}: ${why}`;
      return row("4", null, reason);
    }
    const agreement = e.paired ? "every round agrees" : "the sides do not overlap";
    const claim = `${text} beyond ${percentBand2(thetaU)} and ${agreement}`;
    const untested = why === null ? `too few samples to test it (${tooFew})${needed}` : `it cannot be tested: ${why}`;
    return row("3", "unverified", `${claim}, but ${untested}`);
  }
  const q0 = e.qValue ?? 1;
  const qUp = e.qUp ?? 1;
  const qDown = e.qDown ?? 1;
  const significant = q0 <= policy.fdr;
  const lower2 = e.ci?.lower ?? -Infinity;
  const upper2 = e.ci?.upper ?? Infinity;
  const bandWords = percentBand2(theta);
  if (d > theta) {
    if (qUp <= policy.fdr)
      return row(
        "5",
        "strong",
        `${text}, beyond the ${bandWords} band (${qText("q\u2191", qUp)})${noise}`
      );
    if (significant)
      return row(
        "6",
        "likely",
        `${text}, significant (${qText("q", q0)}), but not shown to be beyond the ${bandWords} band${noise}`
      );
  }
  if (d < -theta) {
    if (qDown <= policy.fdr)
      return row(
        "7",
        "strong",
        `${text}, beyond the ${bandWords} band (${qText("q\u2193", qDown)})${noise}`
      );
    if (significant)
      return row(
        "8",
        "likely",
        `${text}, significant (${qText("q", q0)}), but not shown to be beyond the ${bandWords} band${noise}`
      );
  }
  const resolvable = !(e.paired && !significant && e.signsDisagree);
  const annotate = (c) => resolvable ? c : { ...c, reasons: [...c.reasons, "not resolvable: the rounds disagree in sign"] };
  if (Math.abs(d) <= tau) {
    const inside = -tau <= lower2 && upper2 <= tau;
    const note = significant ? "significant but below the threshold" : "not significant";
    const reason = `${text} is within the ${percentBand2(tau)} threshold${inside ? ", CI included" : ""} (${note})${noise}`;
    return annotate(row(inside ? "9" : "10", inside ? "equivalent" : "in-noise", reason));
  }
  if (e.floor.source === "aa-control" && Math.abs(d) <= e.floor.log) {
    const reason = `${text} is inside this benchmark's A/A variation of ${percentBand2(e.floor.log)} (measured against an A/A control run)`;
    return row("11", "run-to-run-noise", reason);
  }
  const unresolved = tooNoisy(e, policy.threshold, theta);
  if (q0 <= POSSIBLE_Q) {
    const inside = e.floor.source !== "assumed" || Math.abs(d) > theta ? "" : Math.abs(d) <= e.floor.log ? `, inside the assumed ${percentBand2(e.floor.log)} run-to-run variation` : `, inside ${guardText(e)}`;
    const possible = Math.abs(d) > theta ? reachesInside(e, theta, q0) : `${text} (${qText("q", q0)})${inside}`;
    return row("12", null, `possible change: ${possible}${noise}; ${unresolved}`);
  }
  if (Math.abs(d) > theta) {
    const against = history ? `not significant against this benchmark's run-to-run variation${noise}` : "not significant at this sample size: more samples needed";
    return annotate(row("13", null, `${reachesInside(e, theta, q0)}; ${against}; ${unresolved}`));
  }
  if (history)
    return row("14", "run-to-run-noise", `${text}, not significant (${qText("q", q0)})${noise}`);
  return annotate(row("14", "in-noise", `${text}, not significant (${qText("q", q0)})`));
}
function noiseText(e) {
  if (e.runToRun === null) return "";
  const { runs, control, sd } = e.runToRun;
  const base = control === true ? runs - 1 : runs;
  const baseRuns = base === 1 ? "the base run" : `${base} base runs`;
  const from = control === true ? `${baseRuns} and the A/A control run` : baseRuns;
  return `; run-to-run variation of this benchmark, measured from ${from}: ${percentBand2(sd)}`;
}
function tooNoisy(e, threshold, band) {
  const tau = percentBand2(Math.log1p(threshold)).slice(1);
  const own = e.ownDetectableEffect;
  const detectable = (log) => detectableTextOfLog(log, SPACE2);
  const shared = e.minimumDetectableEffect !== null && !(e.minimumDetectableEffect > band);
  const mde = e.minimumDetectableEffect === null || shared && !(own !== null && own < band) ? "" : guardSets(e, threshold) && own !== null && own < e.minimumDetectableEffect ? `: smallest detectable change here ${detectable(e.minimumDetectableEffect)} (${GUARD_WORDS}), ${detectable(own)} by this benchmark's own interval` : `: smallest detectable change here ${detectable(e.minimumDetectableEffect)}`;
  const advice = e.floor.source === "assumed" ? e.floor.controlUnused === true ? "the A/A control run gave no usable measurement of this benchmark; add history or interleave rounds" : "add history, an A/A control or interleaved rounds" : e.floor.source === "paired" ? "add rounds or repetitions" : e.floor.source === "history" ? "add history runs or interleave rounds" : "add history or interleave rounds";
  return `too noisy to resolve ${tau}${mde}; ${advice}`;
}
function guardSets(e, threshold) {
  return e.floor.source === "assumed" && e.guard > Math.max(Math.log1p(threshold), e.floor.log);
}
var GUARD_WORDS = "five times how far this suite's benchmarks typically move between runs";
function guardText(e) {
  return `${percentBand2(e.guard)}, ${GUARD_WORDS}`;
}
function change(e) {
  if (!Number.isFinite(e.delta)) return percentChange(e.higherIsBetter ? -e.delta : e.delta);
  return changeAtIntervalText(rawRatio(e), rawInterval(e), SPACE2);
}
function rawRatio(e) {
  return Math.exp(e.higherIsBetter ? -e.delta : e.delta);
}
function rawInterval(e) {
  if (e.ci === null) return null;
  const { lower: lower2, upper: upper2 } = e.ci;
  return e.higherIsBetter ? { lower: Math.exp(-upper2), upper: Math.exp(-lower2) } : { lower: Math.exp(lower2), upper: Math.exp(upper2) };
}
function reachesInside(e, theta, q) {
  const band = percentBand2(theta);
  const interval2 = rawInterval(e);
  if (e.ci === null || interval2 === null)
    return `${change(e)} (${qText("q", q)}), with no interval to show it beyond the ${band} band`;
  const text = changeWithIntervalText(rawRatio(e), interval2, SPACE2);
  const inside = e.delta > 0 ? e.ci.lower <= theta : e.ci.upper >= -theta;
  return inside ? `${text} (${qText("q", q)}), whose interval reaches inside the ${band} band` : `${text}, whose interval is beyond the ${band} band but whose ${qText("q", q)}, corrected for this suite's other comparisons, is too large`;
}
function fixed(probability) {
  return probability.toPrecision(2);
}
function qText(name, q) {
  return q > 0 ? `${name} = ${fixed(q)}` : `${name} < ${Number.MIN_VALUE.toPrecision(2)}`;
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
  const rank2 = PRIMARY_KINDS.indexOf(metric.metric);
  if (rank2 < 0) return false;
  let first;
  for (const m of sameBenchmark2) {
    if (m.format !== metric.format || m.direction === "unknown") continue;
    const kind = PRIMARY_KINDS.indexOf(m.metric);
    if (kind < 0) continue;
    if (kind < rank2) return false;
    if (kind === rank2 && first === void 0) first = m;
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
  const cache3 = /* @__PURE__ */ new WeakMap();
  const resolve = (ref) => {
    let perBenchmark = cache3.get(ref.benchmark);
    if (!perBenchmark) cache3.set(ref.benchmark, perBenchmark = /* @__PURE__ */ new Map());
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
    const { threshold, thresholdDeterministic } = resolve(identity);
    return threshold === classification.threshold && thresholdDeterministic === classification.thresholdDeterministic ? classification : { ...classification, threshold, thresholdDeterministic };
  };
  const gateLevel = (ref, gatedByDefault) => {
    const rule = resolve(ref);
    if (rule.ruleGate?.absolute) return rule.ruleGate.gate;
    const base = rule.metricGate ?? (gatedByDefault() ? "fail" : "off");
    return base === "off" || rule.ruleGate === void 0 ? base : rule.ruleGate.gate;
  };
  return {
    resolve,
    annotate: (results) => inert ? results : results.map((r) => annotateResult(r, resolve(r))),
    comparison: {
      classify: (evidence, identity) => classifyChange(evidence, classifyWith(identity)),
      thresholdOf: (identity) => classifyWith(identity).threshold,
      isGated: inert ? defaultGating : (identity, same) => gateLevel(identity, () => defaultGating(identity, same)) !== "off"
    },
    // Without rules every gated comparison fails as a regression: no lookup per comparison.
    gateOf: inert ? (c) => c.gated ? "fail" : "off" : (c) => c.gated ? gateLevel(c, () => true) : "off"
  };
}
function resolveRule(ref, benchmarkRules, metricRules, classification) {
  const namesMetric = (metric) => metric === void 0 || metric === ref.metricName || metric === ref.metric;
  const benchmarkRule = benchmarkRules.find(
    ({ rule, matches }) => namesMetric(rule.metric) && matches(ref.benchmark)
  )?.rule;
  const metricRule = metricRules.get(ref.metricName) ?? metricRules.get(ref.metric);
  const threshold = benchmarkRule?.threshold ?? metricRule?.threshold;
  return {
    threshold: threshold ?? classification.threshold,
    thresholdDeterministic: threshold ?? classification.thresholdDeterministic,
    metricGate: metricRule?.gate,
    ruleGate: benchmarkRule?.gate === void 0 ? void 0 : { gate: benchmarkRule.gate, absolute: benchmarkRule.metric !== void 0 },
    direction: benchmarkRule?.direction ?? metricRule?.direction,
    deterministic: metricRule?.deterministic,
    onFailure: benchmarkRule?.onFailure,
    benchmarkRule,
    metricRule
  };
}
function annotateResult(result, rule) {
  const direction = result.direction === "unknown" && rule.direction !== void 0 ? rule.direction : void 0;
  const deterministic = rule.deterministic !== void 0 && rule.deterministic !== (result.deterministic === true) ? rule.deterministic : void 0;
  if (direction === void 0 && deterministic === void 0) return result;
  return {
    ...result,
    ...direction === void 0 ? {} : { direction },
    ...deterministic === void 0 ? {} : { deterministic }
  };
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
var COUNTS4 = /* @__PURE__ */ new Set(["minSamples", "history"]);
function summarizePolicy(policy) {
  const d = policy.defaults;
  const defaults = DEFAULT_KEYS.flatMap(([field, key]) => {
    const value = d[field];
    if (value === void 0) return [];
    const text = typeof value === "number" && !COUNTS4.has(field) ? percent(value) : String(value);
    return [`${key}: ${text}`];
  });
  const environment2 = policy.environment;
  return {
    file: policy.file,
    lines: [
      ...defaults.length > 0 ? [`defaults: ${defaults.join(", ")}`] : [],
      ...policy.overrides.length > 0 ? [`overridden by inputs: ${policy.overrides.join(", ")}`] : [],
      ...policy.metrics.map(metricLine),
      ...policy.benchmarks.map(benchmarkLine),
      ...policy.required.length > 0 ? [`required: ${policy.required.map((r) => describePattern(r.pattern)).join(", ")}`] : [],
      ...policy.corroborate === true ? ["corroborate: a time regression fails only if the instruction or cycle count agrees"] : [],
      ...policy.wallTimeOnly === "regression" ? [
        "wall-time-only: regression: a wall-time regression counts even when CPU time is unchanged"
      ] : [],
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
  const headline = policy.problems.length === 1 && only && only.path === "" && only.line === null ? `policy file ${file}: ${only.message}` : `the policy file ${file} is invalid (${plural(policy.problems.length, "problem")})`;
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

// src/policy/judge.ts
function judge(facts, settings, rules) {
  const { compared } = facts;
  const today = settings.today ?? (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
  const review = reviewPolicy(settings.policy, rules, {
    comparisons: compared.comparisons,
    head: facts.head,
    environments: facts.environments,
    pullRequest: settings.pullRequest ?? null,
    today
  });
  const decided = decideVerdict(
    compared.comparisons,
    compared.geomean,
    settings.verdict,
    compared.findings,
    review.signals,
    facts.inputs.headKind
  );
  const { headMissing } = facts.inputs;
  if (headMissing !== void 0 && facts.inputs.headCount === 0) {
    const failure2 = review.signals.failure ?? (() => "fail");
    const acknowledgement = review.signals.acknowledgement ?? null;
    const verdict2 = missingLegVerdict(
      headMissing,
      compared.comparisons,
      failure2,
      settings.verdict,
      acknowledgement,
      facts.inputs.headKind
    );
    return { verdict: verdict2, diagnostics: review.diagnostics };
  }
  const verdict = gateOnReferences(overrideVerdict(decided, facts.inputs), facts.references, {
    policy: settings.verdict,
    standing: referenceStanding(settings.policy, rules, today),
    acknowledgement: review.signals.acknowledgement ?? null
  });
  return { verdict, diagnostics: review.diagnostics };
}
function verdictFailsStep(level, policy) {
  return level === "error" || level === "fail" && policy.failOn !== "never" || level === "inconclusive" && policy.failOnInconclusive;
}

// src/report/data/environment-diff.ts
var RUNNER_KEYS = /* @__PURE__ */ new Set(["cpu", "cores", "os", "arch"]);
function mergeEnvironments(environments) {
  const values = /* @__PURE__ */ new Map();
  for (const environment2 of environments)
    for (const [key, value] of Object.entries(environment2)) {
      const seen = values.get(key);
      if (!seen) values.set(key, [value]);
      else if (!seen.includes(value)) seen.push(value);
    }
  return Object.fromEntries([...values].map(([key, list]) => [key, list.join(" / ")]));
}
function environmentDifferences(base, head) {
  return Object.keys(base).filter((key) => key in head && base[key] !== head[key]).sort().map((key) => ({
    key,
    base: base[key] ?? "",
    head: head[key] ?? "",
    runner: RUNNER_KEYS.has(key)
  }));
}

// src/report/words/format-quantity.ts
var NBSP2 = "\xA0";
var SIGNIFICANT_DIGITS = 4;
var TIME_SCALES = [
  { factor: 36e11, label: "h" },
  { factor: 6e10, label: "min" },
  { factor: 1e9, label: "s" },
  { factor: 1e6, label: "ms" },
  { factor: 1e3, label: "\xB5s" },
  { factor: 1, label: "ns" },
  { factor: 1e-3, label: "ps" }
];
var BYTE_SCALES = [
  { factor: 1024 ** 4, label: "TiB" },
  { factor: 1024 ** 3, label: "GiB" },
  { factor: 1024 ** 2, label: "MiB" },
  { factor: 1024, label: "KiB" },
  { factor: 1, label: "B" }
];
var SI_SCALES = [
  { factor: 1e12, label: "T" },
  { factor: 1e9, label: "G" },
  { factor: 1e6, label: "M" },
  { factor: 1e3, label: "k" },
  { factor: 1, label: "" }
];
function displayScale(unit, values) {
  let magnitude2 = 0;
  for (const value of values) {
    const size = Math.abs(value);
    if (Number.isFinite(value) && size > 0 && (magnitude2 === 0 || size < magnitude2))
      magnitude2 = size;
  }
  const scales = labelledScales(unit);
  if (!scales) return { factor: 1, label: `${NBSP2}${shortUnit(unit)}` };
  for (const scale of scales)
    if (magnitude2 === 0 ? scale.factor === 1 : magnitude2 >= scale.factor) return scale;
  return scales[scales.length - 1] ?? { factor: 1, label: labelFor(unit, "") };
}
var LABELLED = /* @__PURE__ */ new Map();
function labelledScales(unit) {
  const known = LABELLED.get(unit);
  if (known) return known;
  const scales = scalesFor(unit)?.map((s) => ({ factor: s.factor, label: labelFor(unit, s.label) }));
  if (scales) LABELLED.set(unit, scales);
  return scales;
}
var MAX_UNIT_LENGTH = 24;
function scalesFor(unit) {
  if (unit === "ns") return TIME_SCALES;
  if (unit === "B" || unit === "B/s") return BYTE_SCALES;
  if (unit === "ops/s" || unit === "count") return SI_SCALES;
  return void 0;
}
function shortUnit(unit) {
  const points = Array.from(unit);
  return points.length <= MAX_UNIT_LENGTH ? unit : `${points.slice(0, MAX_UNIT_LENGTH - 1).join("")}\u2026`;
}
function labelFor(unit, prefix) {
  if (unit === "B/s") return `${NBSP2}${prefix}/s`;
  if (unit === "ops/s") return `${prefix}${NBSP2}ops/s`;
  if (unit === "count") return prefix;
  return `${NBSP2}${prefix}`;
}
function formatQuantity(value, unit, scale = displayScale(unit, [value]), digits = SIGNIFICANT_DIGITS) {
  if (!Number.isFinite(value)) return "n/a";
  if (value === 0)
    return `0${scalesFor(unit) === SI_SCALES ? displayScale(unit, [1]).label : scale.label}`;
  const scaled = value / scale.factor;
  const whole = scale.factor === 1 && Number.isInteger(scaled) && Math.abs(scaled) < 1e15;
  return `${whole ? groupThousands(scaled.toFixed(0)) : formatSignificant(scaled, digits)}${scale.label}`;
}
var SPREAD_DIGITS = 2;
function formatSignificant(value, digits = SIGNIFICANT_DIGITS) {
  if (!Number.isFinite(value)) return "n/a";
  if (value === 0) return "0";
  const magnitude2 = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.max(0, digits - 1 - magnitude2);
  const text = value.toFixed(Math.min(decimals, 12));
  return text.startsWith("-") && /^-0(\.0*)?$/.test(text) ? text.slice(1) : groupThousands(text);
}
function formatChange(ratio, space = NBSP2) {
  return percentChangeText(ratio, void 0, space);
}
function formatChangeWithInterval(ratio, interval2, space = NBSP2) {
  return changeWithIntervalText(ratio, interval2, space);
}
function formatChangeInterval(lower2, upper2, space = NBSP2) {
  const step = changeStep(Number.NaN, { lower: lower2, upper: upper2 });
  return `[${percentChangeText(lower2, step, space)}, ${percentChangeText(upper2, step, space)}]`;
}
function formatBand(relative) {
  return bandText(relative);
}
function formatDetectable(slowdown, space = NBSP2) {
  return detectableText(slowdown, space);
}
function formatProbability(p) {
  if (p === null || !Number.isFinite(p)) return "\u2014";
  if (p < 1e-4) return "<0.0001";
  if (p >= 0.9995) return "1";
  return p < 0.01 ? p.toPrecision(2) : p.toFixed(3);
}

// src/report/words/floor-source.ts
function floorSourceWords(source, context2) {
  switch (source) {
    case "history": {
      const control = context2.controlRuns > 0;
      if (context2.historyRuns === 0)
        return control ? "measured from the base and A/A control runs" : "measured from base runs";
      const earlier = `measured from ${plural(context2.historyRuns, "earlier base run")}`;
      return control ? `${earlier} and the A/A control` : earlier;
    }
    case "aa-control":
      return "the A/A band of each benchmark";
    case "paired":
      return "interleaved rounds";
    case "deterministic":
      return "exact metrics";
    case "assumed":
      return "assumed";
    default:
      return source;
  }
}

// src/report/words/geomean-scope.ts
var NBSP3 = "\xA0";
function geomeanScope(geomean2) {
  const { count, timed } = geomean2;
  const members = timed === void 0 || timed === 0 ? plural(count, "gated metric") : timed === count ? plural(count, "timed metric") : `${plural(count, "gated metric")} (${timed.toLocaleString("en-US")} timed)`;
  const zero = geomean2.zeroLeftOut ?? 0;
  return zero > 0 ? `${members}, leaving out ${zero.toLocaleString("en-US")} that ${isAre(zero)} exactly 0 on both sides` : members;
}
function geomeanChangeText(geomean2, space = NBSP3) {
  if (!geomean2.ci) return formatChange(geomean2.ratio, space);
  if (!geomean2.partial) return formatChangeWithInterval(geomean2.ratio, geomean2.ci, space);
  const centre = formatChange(geomean2.ratio, space);
  const subset = geomean2.ciSubset;
  if (subset === void 0) {
    const apart = formatChangeInterval(geomean2.ci.lower, geomean2.ci.upper, space);
    return `${centre} ${apart} (interval over the comparisons that have one)`;
  }
  const own = formatChangeWithInterval(subset.ratio, geomean2.ci, space);
  return `${centre}; over the ${subset.count.toLocaleString("en-US")} of ${geomean2.count.toLocaleString("en-US")} with an interval: ${own}`;
}

// src/report/markdown/render-context.ts
var MAX_REASONS = 5;
function renderVerdictLine({ verdict }, heading = "###") {
  return `${heading} ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`;
}
var BOLD = /* @__PURE__ */ new Set(["failed", "regression", "inconclusive"]);
function renderCounts({ comparisons, verdict }) {
  const gated = comparisons.filter((c) => c.gated);
  const counts = countByClass(gated);
  const regressions = countRegressions(gated, verdict.waived);
  const waived = new Set(verdict.waived);
  const parts = CLASS_ORDER.filter((c) => c !== "failed" || counts[c] > 0).map((c) => {
    const { text, counted } = c === "regression" ? {
      text: regressionCountText(regressions),
      counted: regressions.total - regressions.waived
    } : classCount(c, gated, waived);
    return counted > 0 && BOLD.has(c) ? `**${text}**` : text;
  });
  const informational = comparisons.length - gated.length;
  const scope = `${plural(gated.length, "gated metric")}${informational > 0 ? `; ${plural(informational, "more metric")} shown for information` : ""}`;
  return `${parts.join(" \xB7 ")} (${scope})`;
}
function renderContext(data) {
  const { context: context2 } = data;
  const parts = [];
  const head = context2.headSha ? codeSpan(context2.headSha.slice(0, 12)) : codeSpan(context2.headSource, { maxLength: 120 });
  const base = context2.baseSha ? codeSpan(context2.baseSha.slice(0, 12)) : codeSpan(context2.baseSource, { maxLength: 120 });
  const branch = context2.baseBranch ? ` on ${codeSpan(context2.baseBranch, { maxLength: 80 })}` : "";
  const level = data.verdict.level;
  parts.push(
    level === "no-baseline" ? `Head ${head}; base looked for in ${base}${branch}, none read` : level === "error" ? `Head ${head} and base ${base}${branch}: not compared` : `Compared head ${head} with base ${base}${branch}`
  );
  if (context2.baseRun) {
    const url = safeUrl(context2.baseRun.url);
    const run = `run ${context2.baseRun.id}`;
    parts.push(`base ${url ? `[${run}](${url})` : run} (${formatUtc(context2.baseRun.createdAt)})`);
  }
  if (context2.commitsBehind !== void 0 && context2.commitsBehind !== null)
    parts.push(`${plural(context2.commitsBehind, "commit")} behind ${baseOfHead(context2.headKind)}`);
  parts.push(`history: ${plural(context2.historyRuns, "earlier base run")}`);
  if (context2.controlRuns > 0) parts.push(`A/A control: ${plural(context2.controlRuns, "run")}`);
  const floors = floorSources(data);
  if (floors !== "") parts.push(floors);
  return parts.join(" \xB7 ");
}
var FLOOR_ORDER = [
  "history",
  "aa-control",
  "paired",
  "assumed",
  "deterministic"
];
function floorSources({ comparisons, context: context2, method: method2 }) {
  const counts = /* @__PURE__ */ new Map();
  for (const c of comparisons)
    if (c.gated && c.base !== null && c.head !== null)
      counts.set(c.floor.source, (counts.get(c.floor.source) ?? 0) + 1);
  const sources = FLOOR_ORDER.filter((source) => counts.has(source));
  const assumed = `assumed at ${(method2.noiseFloor * 100).toFixed(1).replace(/\.0$/, "")}%`;
  const measuredBy = {
    // Without earlier runs the history path's one other base run is the A/A control (§10.4).
    history: floorSourceWords("history", context2),
    "aa-control": "the A/A band of each benchmark",
    paired: "none needed (interleaved rounds)",
    assumed,
    deterministic: "none needed (exact, deterministic metrics)"
  };
  const [only] = sources;
  if (only !== void 0 && sources.length === 1) return `noise floor: ${measuredBy[only]}`;
  const part = (source) => {
    const n = counts.get(source) ?? 0;
    const count = n.toLocaleString("en-US");
    switch (source) {
      case "paired":
        return `none needed for ${count} measured in interleaved rounds`;
      case "deterministic":
        return `none needed for ${plural(n, "exact (deterministic) metric")}`;
      default:
        return `${measuredBy[source]} for ${count}`;
    }
  };
  return sources.length === 0 ? "" : `noise floor per gated metric: ${sources.map(part).join(", ")}`;
}
function renderNotices(data) {
  const notices = [];
  const { fork } = data.context;
  if (fork) {
    const url = fork.runUrl ? safeUrl(fork.runUrl) : null;
    const run = url ? ` ([the fork's run](${url}))` : "";
    notices.push(
      `\u26A0\uFE0F **From a fork:** the head results were produced by ${codeSpan(fork.repository, { maxLength: 100 })}${run}, i.e. by this pull request's own code, and were read as data only. A pull request can alter its own numbers: treat a pass as the fork's claim.`
    );
  }
  const environments = data.environments;
  if (environments) {
    const runner = environmentDifferences(environments.base, environments.head).filter(
      (d) => d.runner
    );
    if (runner.length > 0) {
      const what = runner.slice(0, 3).map(
        (d) => `${inlineText(d.key, 20)} ${codeSpan(d.base, { maxLength: 60 })} on base, ${codeSpan(d.head, { maxLength: 60 })} on head`
      ).join("; ");
      notices.push(
        `\u26A0\uFE0F **The runners differed** (${what}): part of any change may come from the machine. See "Environment differences" below.`
      );
    }
  }
  return notices;
}
function renderReasons({ verdict, findings }) {
  const reasons = verdict.reasons.filter(
    (r) => r !== verdict.headline && !verdict.headline.includes(r)
  );
  const said = new Set(verdict.reasons);
  const others = findings.filter((f) => !said.has(f));
  const lines = [...capped(reasons, "reason"), ...capped(others, "finding")];
  return lines.map((line) => `- ${line}`).join("\n");
}
function capped(texts, noun) {
  const shown = texts.slice(0, MAX_REASONS).map((t) => inlineText(t, 500));
  const more = texts.length - shown.length;
  return more > 0 ? [...shown, `\u2026 and ${plural(more, `more ${noun}`)} (see the tables)`] : shown;
}
function renderGeomean({ geomean: geomean2, context: context2 }) {
  if (!geomean2 || geomean2.count < 2) return "";
  return `**Suite geomean** over ${geomeanScope(geomean2)}: ${geomeanChangeText(geomean2)}, oriented so that + means slower or worse (throughput inverted); between-run floor ${formatBand(geomean2.floor.value)} (${inlineText(floorSourceWords(geomean2.floor.source, context2), 80)}).`;
}
function formatUtc(iso) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return inlineText(iso, 40);
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

// src/report/words/comparison-text.ts
function changeWords(c, space) {
  if (c.class === "added") return "new";
  if (c.class === "removed") return "removed";
  if (c.ratio !== null && Number.isFinite(c.ratio) && c.ratio > 0)
    return changeAtIntervalText(c.ratio, c.ci, space);
  if (c.ratio === 0) return `\u2212100${space ?? "\xA0"}%`;
  const base = sideCentre(c, "base");
  const head = sideCentre(c, "head");
  if (base !== null && base.value === 0 && head !== null && head.value !== 0) return "from 0";
  if (base !== null && base.value !== 0 && head !== null && head.value === 0) return "to 0";
  return "not measurable";
}
function changeWithInterval(c, space) {
  const words = changeWords(c, space);
  const { ci } = c;
  if (ci === null || !(ci.lower > 0) || !Number.isFinite(ci.upper)) return words;
  if (!/\d/.test(words)) return words;
  return formatChangeWithInterval(c.ratio, ci, space);
}
function changePercent(c) {
  if (c.class === "added" || c.class === "removed") return null;
  if (c.ratio === null || !Number.isFinite(c.ratio) || c.ratio < 0) return null;
  return (c.ratio - 1) * 100;
}
function centreOf(stats, compared = "median") {
  if (stats === null) return null;
  if (compared === "mean" && Number.isFinite(stats.mean)) return meanCentre(stats);
  if (Number.isFinite(stats.median))
    return { value: stats.median, spread: finiteOrNull(stats.mad), statistic: "median" };
  return Number.isFinite(stats.mean) ? meanCentre(stats) : null;
}
function meanCentre(stats) {
  return { value: stats.mean, spread: finiteOrNull(stats.sd), statistic: "mean" };
}
function finiteOrNull(x) {
  return x !== null && Number.isFinite(x) ? x : null;
}
function sideCentre(c, side) {
  return centreOf(c[side], c.centre);
}

// src/report/data/reference-report.ts
var READING_KINDS = [
  "worse",
  "still-worse",
  "partly-recovered",
  "inconclusive",
  "recovered",
  "better",
  "within-noise"
];
var COMPARED = /* @__PURE__ */ new Set([
  "regression",
  "improvement",
  "no-change",
  "inconclusive"
]);
function readReference(change2, sinceReference) {
  const since = new Map(sinceReference.map((c) => [c.key, c]));
  return change2.filter((c) => c.gated && COMPARED.has(c.class)).map((c) => readingOf(c, since.get(c.key) ?? null)).sort(
    (a, b) => READING_KINDS.indexOf(a.kind) - READING_KINDS.indexOf(b.kind) || a.change.label.localeCompare(b.change.label)
  );
}
function readingOf(change2, since) {
  const regressed = since?.class === "regression";
  const recovery2 = regressed && since.ratio !== null ? recoveryOf(since.ratio, change2.ratio, change2.ci) : null;
  const kind = change2.class === "inconclusive" ? "inconclusive" : change2.class === "regression" ? !regressed ? "worse" : recovery2 !== null && recovery2.fraction > 0 ? "partly-recovered" : "still-worse" : regressed ? "recovered" : change2.class === "improvement" ? "better" : "within-noise";
  return {
    key: change2.key,
    kind,
    change: change2,
    sinceReference: since && {
      class: since.class,
      strength: since.strength,
      ratio: since.ratio,
      ci: since.ci
    },
    recovery: recovery2
  };
}
function recoveryOf(baseRatio, headRatio, headCi) {
  const positive = (x) => x !== null && Number.isFinite(x) && x > 0;
  if (!positive(headRatio) || !positive(baseRatio)) return null;
  const since = Math.log(baseRatio);
  if (since === 0) return null;
  const recovered = (ratio) => (since - Math.log(ratio)) / since;
  if (headCi === null || !positive(headCi.lower) || !positive(headCi.upper))
    return { fraction: recovered(headRatio), ci: null };
  const [lower2, upper2] = [recovered(headCi.upper), recovered(headCi.lower)].sort((a, b) => a - b);
  return {
    fraction: recovered(headRatio),
    ci: { lower: lower2 ?? Number.NaN, upper: upper2 ?? Number.NaN, level: headCi.level }
  };
}
var MOVED2 = /* @__PURE__ */ new Set(["regression", "improvement", "inconclusive"]);
function sideBySide(comparisons, references) {
  const byKey = (list) => new Map(list.filter((c) => c.gated).map((c) => [c.key, c]));
  const base = byKey(comparisons);
  const against = references.map((r) => byKey(r.comparisons));
  const keys = /* @__PURE__ */ new Set();
  for (const c of base.values()) if (MOVED2.has(c.class)) keys.add(c.key);
  for (const r of references)
    for (const reading of r.readings) if (reading.kind !== "within-noise") keys.add(reading.key);
  const rows = [...keys].map((key) => ({
    key,
    base: base.get(key) ?? null,
    references: against.map((map) => map.get(key) ?? null)
  }));
  const rank2 = (row) => Math.min(
    ...[row.base, ...row.references].map((c) => c ? ROW_ORDER.indexOf(c.class) : Infinity)
  );
  const label = (row) => (row.base ?? row.references.find((c) => c !== null))?.label ?? row.key;
  return rows.sort((a, b) => rank2(a) - rank2(b) || label(a).localeCompare(label(b)));
}
function treesOf(row) {
  const first = row.references.find((c) => c !== null) ?? null;
  const named = row.base ?? first;
  return {
    named,
    trees: [
      ...row.references.map((c) => c?.base ?? null),
      row.base?.base ?? null,
      row.base?.head ?? first?.head ?? null
    ]
  };
}
var ROW_ORDER = [
  "regression",
  "inconclusive",
  "improvement",
  "no-change"
];

// src/report/words/reference-sentences.ts
var PLAIN = { name: (t) => t, label: (t) => t, text: (t) => t };
var NBSP4 = "\xA0";
var MAX_ITEMS = 3;
var TIME_KINDS = /* @__PURE__ */ new Set(["wall-time", "cpu-time"]);
function referenceSentence(reference2, quote) {
  const name = quote.name(reference2.name);
  if (reference2.missing !== void 0) return `not compared: ${quote.text(reference2.missing)}`;
  const { readings } = reference2;
  if (readings.length === 0)
    return `head and ${name} have no gated benchmark in common: nothing to read`;
  const on = (r) => readings.length === 1 ? "" : ` on ${quote.label(r.change.label)}`;
  const only = (kind) => readings.filter((r) => r.kind === kind);
  const recovered = only("recovered");
  const quiet = (r) => r.kind === "within-noise" || r.kind === "recovered" && r.change.class === "no-change";
  if (readings.every(quiet)) {
    const recovers = recovered.length === 0 ? "" : `: it recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}`;
    return `head is within the noise of ${name}${recovers}`;
  }
  const clauses = [
    group(only("worse"), (r, first) => changeItem(r, "", name, first, on(r))),
    group(only("still-worse"), (r, first) => changeItem(r, "still ", name, first, on(r))),
    ...only("partly-recovered").map(
      (r) => `recovers ${recoveryItem(r, name, true, on(r))} but is still ${amount(r)} ${adjective(r)} than ${name}`
    ),
    group(
      only("inconclusive"),
      (r, first) => first ? `is inconclusive against ${name}${on(r)}` : quote.label(r.change.label)
    ),
    recovered.length > 0 ? `recovers ${listed(recovered, (r, first) => recoveryItem(r, name, first, on(r)))}` : "",
    group(only("better"), (r, first) => changeItem(r, "", name, first, on(r))),
    withinNoise(only("within-noise").length, name)
  ].filter((clause) => clause !== "");
  return `head ${clauses.join("; ")}`;
}
function group(readings, item) {
  return readings.length === 0 ? "" : listed(readings, item);
}
function listed(readings, item) {
  const items = readings.slice(0, MAX_ITEMS).map((r, i) => item(r, i === 0));
  const more = readings.length - items.length;
  if (more > 0) items.push(`${more} more`);
  return items.length === 1 ? items[0] ?? "" : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1] ?? ""}`;
}
function changeItem(r, still, name, first, on) {
  return first ? `is ${still}${amount(r)} ${adjective(r)} than ${name}${on}` : `${amount(r)} ${adjective(r)}${on}`;
}
function recoveryItem(r, name, first, on) {
  const recovery2 = r.recovery;
  if (recovery2 === null) return `the regression introduced since ${name}${on}`;
  const ci = recovery2.ci === null ? "" : ` (approx. ${Math.floor(recovery2.ci.level * 100)}${NBSP4}% CI ${percent2(recovery2.ci.lower)} to ${percent2(recovery2.ci.upper)})`;
  const what = first ? ` of the regression introduced since ${name}` : "";
  return `${percent2(recovery2.fraction)}${what}${on}${ci}`;
}
function withinNoise(count, name) {
  if (count === 0) return "";
  return `is within the noise of ${name} on ${count === 1 ? "the other benchmark" : `the other ${count} benchmarks`}`;
}
function amount(r) {
  const ratio = r.change.ratio;
  if (ratio === null || !Number.isFinite(ratio) || ratio <= 0) return "an unmeasurable amount";
  const size = Math.abs(ratio - 1) * 100;
  return `${size >= 100 ? size.toFixed(0) : size.toFixed(1)}${NBSP4}%`;
}
function adjective(r) {
  const { ratio, direction, metric } = r.change;
  const grew = ratio !== null && ratio > 1;
  const worse3 = direction === "higher-is-better" ? !grew : grew;
  if (TIME_KINDS.has(metric)) return worse3 ? "slower" : "faster";
  return worse3 ? "worse" : "better";
}
function percent2(fraction) {
  return Number.isFinite(fraction) ? `${Math.round(fraction * 100)}${NBSP4}%` : "n/a";
}

// src/report/words/sparkline.ts
var LEVELS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
function sparkline(values, low = Math.min(...values.filter(Number.isFinite)), high = Math.max(...values.filter(Number.isFinite))) {
  const top = LEVELS.length - 1;
  return values.filter(Number.isFinite).map((value) => {
    if (!(high > low)) return LEVELS[Math.floor(top / 2)];
    const level = Math.round((value - low) / (high - low) * top);
    return LEVELS[Math.min(top, Math.max(0, level))];
  }).join("");
}
function historySparkline(history, base, head) {
  const runs = [...history, ...base === null ? [] : [base]].filter(Number.isFinite);
  if (history.length === 0 || runs.length === 0) return "";
  const all = [...runs, ...head !== null && Number.isFinite(head) ? [head] : []];
  const low = Math.min(...all);
  const high = Math.max(...all);
  const line = sparkline(runs, low, high);
  return head !== null && Number.isFinite(head) ? `${line} \u2192 ${sparkline([head], low, high)}` : line;
}

// src/report/markdown/render-table.ts
var NBSP5 = "\xA0";
var CHANGE_HEADER = [
  "Benchmark",
  "Metric",
  "Base",
  "Head",
  "Change (95% CI)",
  "q-value",
  "Class"
];
var INCONCLUSIVE_HEADER = [
  "Benchmark",
  "Metric",
  "Change (95% CI)",
  "q-value",
  "Detectable at this n",
  "Why"
];
var REASON_HEADER = ["Benchmark", "Metric", "Change", "Class", "Why"];
var HEAD_ONLY_HEADER = ["Benchmark", "Metric", "Head"];
var FAILED_HEADER = [
  "Benchmark",
  "Metric",
  "Base",
  "Head",
  "Failed",
  "Harness message"
];
var HISTORY_HEADER = "Base history \u2192 head";
function changeRow(c, history, note) {
  const scale = displayScale(c.unit, centres(c));
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    revisionCell(c, c.base, scale),
    revisionCell(c, c.head, scale),
    changeWithInterval(c),
    formatProbability(c.qValue),
    note === void 0 ? classLabel(c) : `${classLabel(c)}: ${inlineText(note, 200)}`,
    ...history ? [historyCell(c, history)] : []
  ];
  const percent3 = changePercent(c);
  return percent3 === null ? { cells } : { cells, bar: barOf(c, percent3) };
}
var INCONCLUSIVE_SHARED_HEADER = INCONCLUSIVE_HEADER.filter(
  (cell) => cell !== "Detectable at this n"
);
function inconclusiveRow(c, history, sharedDetectable2 = false) {
  const cells = [
    codeSpan(c.label, { inTable: true }),
    metricCell(c.metricName),
    changeWithInterval(c),
    formatProbability(c.qValue),
    ...sharedDetectable2 ? [] : [detectableCell(c)],
    inlineText(c.reasons[0] ?? "no reason recorded", 240),
    ...history ? [historyCell(c, history)] : []
  ];
  const percent3 = changePercent(c);
  return percent3 === null ? { cells } : { cells, bar: barOf(c, percent3) };
}
function detectableCell(c) {
  return c.minimumDetectableEffect === null ? "\u2014" : formatDetectable(c.minimumDetectableEffect);
}
function reasonRow(c) {
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      changeWithInterval(c),
      classLabel(c),
      inlineText(c.reasons[0] ?? "", 240)
    ]
  };
}
function failedRow(c, headKind) {
  const scale = displayScale(c.unit, centres(c));
  const side = (failed, stats) => {
    if (!failed) return revisionCell(c, stats, scale);
    return stats === null ? "\u274C failed" : `\u274C failed; good runs: ${revisionCell(c, stats, scale)}`;
  };
  const head = c.failure?.head ?? null;
  const base = c.failure?.base ?? null;
  const failedOnHead = head !== null;
  const onBase = base !== null;
  const where = onHead(headKind);
  const message = [
    ...head === null ? [] : [failureText(head)],
    ...base === null ? [] : [`${failedOnHead ? "base: " : ""}${failureText(base)}`]
  ].join("; ");
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      side(onBase, c.base),
      side(failedOnHead, c.head),
      failedOnHead && onBase ? `${where} and on base` : failedOnHead ? `**${where}**` : "on base",
      inlineText(message, 240)
    ]
  };
}
function headOnlyRow(c) {
  const scale = displayScale(c.unit, [sideCentre(c, "head")?.value ?? Number.NaN]);
  return {
    cells: [
      codeSpan(c.label, { inTable: true }),
      metricCell(c.metricName),
      revisionCell(c, c.head, scale)
    ]
  };
}
function revisionCell(c, stats, scale) {
  const centre = centreOf(stats, c.centre);
  if (stats === null || centre === null) return stats === null ? "\u2014" : `n/a (n=${stats.n})`;
  const safe = { factor: scale.factor, label: escapeUnitLabel(scale.label) };
  const value = formatQuantity(centre.value, c.unit, safe);
  const spread = centre.spread === null ? "" : ` \xB1 ${formatQuantity(centre.spread, c.unit, safe, SPREAD_DIGITS)}`;
  const what = centre.statistic === "mean" ? `mean${centre.spread === null ? "" : " \xB1 sd"}, ` : "";
  return `${value}${spread} (${what}n=${stats.n})`;
}
function hasChartBar(c) {
  return changePercent(c) !== null;
}
function centres(c) {
  return [sideCentre(c, "base")?.value ?? Number.NaN, sideCentre(c, "head")?.value ?? Number.NaN];
}
function escapeUnitLabel(label) {
  return remembered(UNIT_LABELS, label, () => {
    const spaced = label.startsWith(NBSP5);
    const text = spaced ? label.slice(1) : label;
    return `${spaced ? NBSP5 : ""}${inlineText(text, 30)}`;
  });
}
function metricCell(name) {
  return remembered(METRIC_NAMES, name, () => inlineText(name, 40));
}
var UNIT_LABELS = /* @__PURE__ */ new Map();
var METRIC_NAMES = /* @__PURE__ */ new Map();
var REMEMBERED = 1e3;
function remembered(memory, text, make) {
  let known = memory.get(text);
  if (known === void 0) {
    if (memory.size >= REMEMBERED) memory.clear();
    memory.set(text, known = make());
  }
  return known;
}
function historyCell(c, history) {
  const line = historySparkline(
    history[c.key] ?? [],
    sideCentre(c, "base")?.value ?? null,
    sideCentre(c, "head")?.value ?? null
  );
  return line === "" ? "\u2014" : line;
}
function barOf(c, percent3) {
  const worse3 = c.direction === "unknown" ? null : c.direction === "higher-is-better" ? percent3 < 0 : percent3 > 0;
  const text = changeWords(c, " ");
  return { label: chartLabel(c.benchmark), metric: c.metricName, percent: percent3, text, worse: worse3 };
}
function chartLabel(id) {
  return benchmarkLabel({
    name: id.name,
    ...id.params ? { params: id.params } : {},
    ...id.procs !== void 0 ? { procs: id.procs } : {}
  });
}

// src/report/markdown/render-references.ts
var NAME_LENGTH = 40;
var MARKDOWN = {
  name: (text) => codeSpan(text, { maxLength: NAME_LENGTH }),
  label: (text) => codeSpan(text, { maxLength: 80 }),
  text: (text) => inlineText(text, 300)
};
function referenceBlocks(data, heading) {
  const references = data.references ?? [];
  if (references.length === 0) return [];
  const lines = references.map((r) => `- ${originText(r)}: ${referenceSentence(r, MARKDOWN)}.`);
  const blocks = [
    textBlock(`${heading} Against references

${lines.join("\n")}`, PRIORITY.notices)
  ];
  const compared = references.filter((r) => r.missing === void 0);
  const rows = sideBySide(data.comparisons, compared);
  if (rows.length > 0)
    blocks.push({
      kind: "table",
      priority: PRIORITY.inconclusive,
      header: [
        "Benchmark",
        "Metric",
        ...compared.map((r) => codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })),
        "Base",
        "Head",
        ...compared.map(
          (r) => `Head vs ${codeSpan(r.name, { inTable: true, maxLength: NAME_LENGTH })}`
        ),
        "Head vs base"
      ],
      rows: rows.map(sideBySideRow),
      footnote: (
        // Say what the ± is: "tree" (a results folder) meant nothing to readers, MAD was unexplained.
        "Each run (reference, base, head): median \xB1 MAD, the median absolute deviation (`mean \xB1 sd` where the cell says so), over n samples. The changes are head\u2019s, with their 95% CI. Each reference is its own FDR family, judged against the same between-run noise floor as the base."
      )
    });
  return blocks;
}
function originText(r) {
  const parts = r.run && r.source === `run ${r.run.id}` ? [] : [inlineText(r.source, 120)];
  if (r.run) {
    const url = safeUrl(r.run.url);
    const run = `run ${r.run.id}`;
    parts.push(
      `${url ? `[${run}](${url})` : run} at ${codeSpan(r.run.headSha.slice(0, 12))} (${formatUtc(r.run.createdAt)})`
    );
  }
  if (r.gate !== "off") parts.push(`gate: ${r.gate}`);
  return `**${MARKDOWN.name(r.name)}** (${parts.join(", ")})`;
}
function sideBySideRow(row) {
  const { named, trees } = treesOf(row);
  const scale = displayScale(
    named.unit,
    trees.map((s) => centreOf(s, named.centre)?.value ?? Number.NaN)
  );
  const change2 = (c) => c === null ? "\u2014" : `${changeWithInterval(c)} ${classLabel(c)}`;
  return {
    cells: [
      codeSpan(named.label, { inTable: true }),
      inlineText(named.metricName, 40),
      ...trees.map((s) => s === null ? "\u2014" : revisionCell(named, s, scale)),
      ...row.references.map(change2),
      change2(row.base)
    ]
  };
}

// src/report/words/shell-words.ts
function quoteRegex(text) {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, "\\$&").replace(/[\u0000-\u001f\u007f]/g, ".");
}
var SPACE_RUN = / {2,}/;
function shellQuote(text) {
  if (!HIDDEN.test(text) && !SPACE_RUN.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  const escaped = text.replace(/ {2,}|[\\']|[^]/gu, (piece) => {
    if (piece.startsWith("  ")) return "\\x20".repeat(piece.length);
    if (piece === "\\" || piece === "'") return `\\${piece}`;
    return HIDDEN.test(piece) ? codeEscape(piece) : piece;
  });
  return `$'${escaped}'`;
}
function isGoImportPath(path) {
  if (path.length === 0 || path.length > 512 || path.startsWith("-")) return false;
  return path.split("/").every((element) => GO_ELEMENT.test(element));
}
var GO_ELEMENT = /^(?!\.)[A-Za-z0-9._~+-]+(?<!\.)$/;

// src/report/words/rerun-filters.ts
function rerunList(comparisons) {
  return [...new Set(rerunComparisons(comparisons).map((c) => c.label))];
}
function rerunTrust(context2) {
  return { foreignHead: context2.fork !== void 0 };
}
function rerunFilters(comparisons, trust) {
  const byFormat = /* @__PURE__ */ new Map();
  for (const c of rerunComparisons(comparisons)) {
    if (c.format === void 0 || !(c.format in BUILDERS)) continue;
    if (trust.foreignHead && COMMANDS_FROM_DATA.has(c.format)) continue;
    if (wasCut(c)) continue;
    const list = byFormat.get(c.format);
    if (list) list.push(c);
    else byFormat.set(c.format, [c]);
  }
  return [...byFormat].flatMap(([format, list]) => {
    const build = BUILDERS[format];
    if (!build) return [];
    const ids = uniqueBy(list, (c) => c.label);
    return [{ format, benchmarks: ids.map((c) => c.label), ...build(ids.map((c) => c.benchmark)) }];
  });
}
function cutRerunLabels(comparisons) {
  return [
    ...new Set(
      rerunComparisons(comparisons).filter(wasCut).map((c) => c.label)
    )
  ];
}
var CUT_NAME = /…#[0-9a-f]{14}$/u;
function wasCut(c) {
  return c.format !== void 0 && c.format in BUILDERS && CUT_NAME.test(c.benchmark.name);
}
function rerunComparisons(comparisons) {
  const failed = comparisons.filter((c) => c.gated && failedOnThePr(c));
  const changed = comparisons.filter(
    (c) => c.gated && (c.class === "regression" || c.class === "inconclusive")
  );
  return [...failed, ...changed];
}
function failedOnThePr(c) {
  return c.class === "failed" && c.failure !== void 0 && c.failure.head !== null;
}
var googleBenchmark = (ids) => {
  const filter = `^(${unique(ids.map((id) => quoteRegex(id.name))).join("|")})$`;
  return {
    harness: "Google Benchmark",
    filter,
    command: `<benchmark binary> --benchmark_filter=${shellQuote(filter)} --benchmark_repetitions=20`
  };
};
var goTest = (ids) => {
  const levels = [];
  for (const id of ids)
    id.name.split("/").forEach((part, depth) => (levels[depth] ??= []).push(quoteRegex(part)));
  const filter = levels.map((parts) => `^(${unique(parts).join("|")})$`).join("/");
  const packages = unique(ids.flatMap((id) => id.suite === void 0 ? [] : [id.suite]));
  const procs = unique(ids.flatMap((id) => id.procs === void 0 ? [] : [String(id.procs)]));
  const cpu = procs.length > 0 ? ` -cpu=${procs.join(",")}` : "";
  const where = packages.length > 0 && packages.every(isGoImportPath) ? packages.map(shellQuote).join(" ") : "./...";
  return {
    harness: "go test",
    filter,
    command: `go test -run='^$' -bench=${shellQuote(filter)}${cpu} -count=20 ${where}`
  };
};
var pytest = (ids) => {
  const terms = unique(
    ids.flatMap((id) => {
      const name = id.name.split("::").pop() ?? id.name;
      const pieces = name.split(/[^\w:+\-.[\]\\/]+/u).filter((p) => p !== "" && !["and", "or", "not"].includes(p));
      if (pieces.length === 0) return [];
      return [pieces.length === 1 ? pieces[0] ?? "" : `(${pieces.join(" and ")})`];
    })
  );
  const filter = terms.join(" or ");
  return {
    harness: "pytest-benchmark",
    filter,
    command: `pytest --benchmark-only --benchmark-min-rounds=20 -k ${shellQuote(filter)}`
  };
};
var hyperfine = (ids) => {
  const names = unique(
    ids.map(
      (id) => Object.entries(id.params ?? {}).reduce(
        (name, [key, value]) => name.split(`{${key}}`).join(value),
        id.name
      )
    )
  );
  const filter = names.map((name) => `-n ${shellQuote(name)} '<command>'`).join(" ");
  return { harness: "hyperfine", filter, command: `hyperfine --runs 30 ${filter}` };
};
var HYPERFINE_RERUN_NOTE = "hyperfine's JSON holds a benchmark's `-n` name when one was given, not its command, and does not record `-N` (`--shell=none`): put each benchmark's own command in place of `<command>` (without `-n`, its name is its command), and add `-N` if the original run used it.";
var COMMANDS_FROM_DATA = /* @__PURE__ */ new Set(["hyperfine-json"]);
var BUILDERS = {
  "google-benchmark-json": googleBenchmark,
  "google-benchmark-csv": googleBenchmark,
  "go-test-text": goTest,
  "go-test-json": goTest,
  "pytest-benchmark-json": pytest,
  "hyperfine-json": hyperfine
};
function unique(values) {
  return [...new Set(values)];
}
function uniqueBy(items, key) {
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => !seen.has(key(item)) && (seen.add(key(item)), true));
}

// src/report/markdown/render-details.ts
var MAX_DIAGNOSTICS = 50;
var MAX_ENVIRONMENT_KEYS = 40;
var MAX_POLICY_LINES = 30;
var MAX_COMMAND_LENGTH = 3e3;
function renderDiagnostics(diagnostics, open = false) {
  const shown = diagnostics.filter((d) => d.severity !== "info");
  if (shown.length === 0) return "";
  const order = { error: 0, warning: 1, info: 2 };
  const lines = groupRepeats(shown).sort((a, b) => order[a.diagnostic.severity] - order[b.diagnostic.severity]).slice(0, MAX_DIAGNOSTICS).map(({ diagnostic: d, count }) => {
    const where = d.location ? ` ${inlineText(d.location, 120)}` : "";
    const file = d.file ? `${codeSpan(d.file, { maxLength: 120 })}${where}: ` : "";
    const times = count > 1 ? ` (\xD7${count})` : "";
    return `- ${d.severity === "error" ? "\u26D4" : "\u26A0\uFE0F"} ${file}${inlineText(d.message, 400)}${times}`;
  });
  const more = shown.length > MAX_DIAGNOSTICS ? [`- \u2026 ${plural(shown.length - MAX_DIAGNOSTICS, "more problem")} in the JSON report`] : [];
  return details(
    `Problems found in the inputs (${shown.length.toLocaleString("en-US")})`,
    [...lines, ...more].join("\n"),
    open
  );
}
function groupRepeats(diagnostics) {
  const groups = /* @__PURE__ */ new Map();
  for (const d of diagnostics) {
    const key = JSON.stringify([d.severity, d.file, d.location, d.message]);
    const group2 = groups.get(key);
    if (group2) group2.count++;
    else groups.set(key, { diagnostic: d, count: 1 });
  }
  return [...groups.values()];
}
function renderEnvironment({ environments }) {
  if (!environments) return "";
  const differences = environmentDifferences(environments.base, environments.head);
  if (differences.length === 0) return "";
  const value = (text) => codeSpan(text, { inTable: true, maxLength: 100 });
  const rows = differences.slice(0, MAX_ENVIRONMENT_KEYS).map((d) => [inlineText(d.key, 40), value(d.base), value(d.head)]);
  const more = differences.length > MAX_ENVIRONMENT_KEYS ? `

\u2026 ${plural(differences.length - MAX_ENVIRONMENT_KEYS, "more key")} in the JSON report` : "";
  return details(
    `Environment differences (${differences.length})`,
    `${markdownTable(["Key", "Base", "Head"], rows)}${more}`
  );
}
function renderRerun({ comparisons, context: context2 }) {
  const labels2 = rerunList(comparisons);
  if (labels2.length === 0) return "";
  const trust = rerunTrust(context2);
  const built = rerunFilters(comparisons, trust);
  const filters = built.map((filter) => {
    const heading = `**${filter.harness}** (${plural(filter.benchmarks.length, "benchmark")}):`;
    if (filter.command.length > MAX_COMMAND_LENGTH)
      return `${heading} the command is ${filter.command.length.toLocaleString("en-US")} characters long; it is in the JSON report (\`rerunFilters\`).`;
    const note = filter.format === "hyperfine-json" ? `

${HYPERFINE_RERUN_NOTE}` : "";
    return `${heading}

${codeBlock(filter.command, "sh")}${note}`;
  });
  const cut = cutRerunLabels(comparisons).length;
  const cutNote = cut > 0 ? [
    `${plural(cut, "benchmark")} left out of the filters: ${agree(cut, "its name is", "their names are")} longer than 200 characters and ${wasWere(cut)} cut when read (\`\u2026#\` and a hash), so no filter can select ${agree(cut, "it", "them")} exactly; select ${agree(cut, "it", "them")} by hand (the step output \`rerun\` and the JSON report list every name).`
  ] : [];
  const covered = built.reduce((n, f) => n + f.benchmarks.length, 0) + cut;
  const others = covered < labels2.length ? [
    trust.foreignHead ? `${plural(labels2.length - covered, "benchmark")} from harnesses without a filter, or whose names are commands the fork chose (never offered to run here): the step output \`rerun\` and the JSON report list every name.` : `${plural(labels2.length - covered, "benchmark")} from harnesses without a filter: the step output \`rerun\` and the JSON report list every name.`
  ] : [];
  const intro = rerunIntro(comparisons, context2.headKind);
  return details(
    `Re-run what needs a closer look (${labels2.length.toLocaleString("en-US")})`,
    [intro, ...filters, ...cutNote, ...others].join("\n\n")
  );
}
function rerunIntro(comparisons, headKind) {
  const failed = comparisons.some((c) => c.gated && failedOnThePr(c));
  const changed = comparisons.some(
    (c) => c.gated && (c.class === "regression" || c.class === "inconclusive")
  );
  const more = "more samples shrink the confidence intervals";
  if (!failed)
    return `The regressions and inconclusive comparisons, re-run with more repetitions; ${more}.`;
  const first = `The benchmarks that failed ${onHead(headKind)}, first: re-run them to see whether they fail again (the Failed runs table has the harness messages).`;
  if (!changed) return first;
  return `${first} Then the regressions and inconclusive comparisons, re-run with more repetitions; ${more}.`;
}
var HUGE_FLOOR = 10;
function renderMethod({ method: method2, context: context2, geomean: geomean2 }) {
  const percent3 = (x) => `${(x * 100).toFixed(1).replace(/\.0$/, "")}%`;
  const optional = (value, text) => value === void 0 ? [] : [text(value)];
  const lines = [
    `- Test: Mann\u2013Whitney U (exact where possible) on raw samples; Hodges\u2013Lehmann shift with its distribution-free ${percent3(1 - (method2.alpha ?? 0.05))} CI; Welch on log means when only summaries exist; signed-rank on interleaved rounds.`,
    // The Change column is not Head/Base of the medians beside it; say so where readers look
    // when the two disagree (even in sign, with overlapping samples).
    "- Change: with raw samples, the median of the head/base ratios over all pairs of samples (Hodges\u2013Lehmann), the estimate the test and the CI agree with; when the two sides overlap it can differ from the ratio of the Base and Head medians, even in sign.",
    `- Threshold: ${percent3(method2.threshold)}${method2.thresholdDeterministic === void 0 ? "" : ` (${percent3(method2.thresholdDeterministic)} for exact counters)`}; a change must also clear the between-run noise floor: from interleaved rounds, history or an A/A control when given, else assumed at ${percent3(method2.noiseFloor)}.`,
    // Written as the findings and the q column write it (`FDR 0.05`, `q ≤ 0.05`), not as a percent.
    // The legend of the q-value column and of the q, q↑, q↓ the reasons quote (docs/method.md §9).
    `- Multiple comparisons: Benjamini\u2013Hochberg at FDR ${method2.fdr} over the gated metrics. The q-value column (q in the reasons) is the q of "no change"; q\u2191 and q\u2193 in a reason are the q of "worse by more than the band" and "better by more than the band" (the arrow is worse or better, whatever the metric's direction), which a strong regression or improvement needs.`,
    // The tables' Base and Head columns; the terminal says the same above its table.
    "- Base and Head: median \xB1 MAD (n), the median absolute deviation of the samples (their spread, not that of the median), over n samples; mean \xB1 sd (n) where the harness gave only summaries.",
    ...optional(method2.geomeanThreshold, (band) => {
      const floor = method2.geomeanNoiseFloor === void 0 ? "" : `, assumed floor ${percent3(method2.geomeanNoiseFloor)} without history or an A/A control, never below what its benchmarks' own floors imply for their mean`;
      const applied = geomean2 ? ` (this run: ${geomean2.floor.value >= HUGE_FLOOR ? "more than 1,000%" : percent3(geomean2.floor.value)}, ${inlineText(floorSourceWords(geomean2.floor.source, context2), 80)})` : "";
      return `- Suite geomean band: ${percent3(band)}${floor}${applied}.`;
    }),
    ...optional(
      method2.minSamples,
      (n) => n > 1 ? `- Fewer than ${n} samples on a side: inconclusive.` : ""
    ).filter(Boolean),
    `- Fails on: ${inlineText(method2.failOn, 20)} regressions${method2.failOnInconclusive ? ", and on an inconclusive verdict" : ""}.`,
    ...renderPolicy(method2.policy),
    `- Inputs: format ${codeSpan(method2.format, { maxLength: 40 })}; head from ${codeSpan(context2.headSource, { maxLength: 120 })}; base from ${codeSpan(context2.baseSource, { maxLength: 120 })}; ${plural(context2.historyRuns, "earlier base run")}${context2.controlRuns > 0 ? `; A/A control: ${plural(context2.controlRuns, "run")}` : ""}.`,
    `- For trustworthy numbers: 10 or more repetitions per side, interleaved rounds when the harness allows it, and base-branch history or an A/A control so the noise floor is measured, not assumed.`
  ];
  return details("Method", lines.join("\n"));
}
function renderPolicy(policy) {
  if (!policy) return [];
  const file = policy.file === null ? `none (no ${codeSpan(".github/bench-verdict.yml")}), so the defaults apply` : codeSpan(policy.file, { maxLength: 120 });
  const lines = policy.lines.slice(0, MAX_POLICY_LINES).map((line) => `  - ${inlineText(line, 300)}`);
  const more = policy.lines.length > MAX_POLICY_LINES ? [`  - \u2026 ${plural(policy.lines.length - MAX_POLICY_LINES, "more rule")} in the JSON report`] : [];
  return [`- Policy: ${file}`, ...lines, ...more];
}

// src/report/words/wall-cpu-notes.ts
var MOVED3 = /* @__PURE__ */ new Set(["regression", "improvement"]);
function wallCpuNotes(comparisons, space) {
  const notes = /* @__PURE__ */ new Map();
  const change2 = (c) => changeAtIntervalText(c.ratio, c.ci, space);
  for (const { wall, cpu } of wallCpuPairs(comparisons)) {
    if (wall.ratio === null || cpu.ratio === null) continue;
    if (MOVED3.has(wall.class) && cpu.class === "no-change")
      notes.set(
        wall,
        `wall ${change2(wall)}, CPU ${change2(cpu)}: ${wall.class === "regression" ? "time spent waiting \u2014 runner contention or a new wait in the code" : "less time spent waiting \u2014 a quieter runner or a wait removed"}`
      );
    else if (MOVED3.has(cpu.class) && wall.class === "no-change")
      notes.set(
        cpu,
        `CPU ${change2(cpu)}, wall ${change2(wall)}: CPU time moved without wall time \u2014 work on other threads, or CPU-time accounting`
      );
  }
  return notes;
}

// src/report/words/shared-detectable.ts
function sharedDetectable(rows) {
  if (rows.length < 2) return null;
  const first = rows.at(0)?.minimumDetectableEffect ?? null;
  if (first === null) return null;
  const text = detectableText(first);
  for (let i = 0; i < rows.length; i++) {
    const row = rows.at(i);
    const mde = row?.minimumDetectableEffect ?? null;
    if (mde === null || !isBand(mde, row?.band)) return null;
    if (mde !== first && detectableText(mde) !== text) return null;
  }
  return first;
}
function sharedDetectableSentence(mde, space = "\xA0") {
  return `Smallest change detectable at this n, the same for every row: ${detectableText(mde, space)}, the band a change must clear here, which more samples alone cannot lower.`;
}
function isBand(mde, band) {
  return band !== void 0 && Math.abs(band - mde) <= 1e-9 * Math.max(1, mde);
}

// src/report/markdown/render-comment.ts
var COMMENT_MAX_LENGTH = 6e4;
var SUMMARY_MAX_LENGTH = 9e5;
var MOVED4 = /* @__PURE__ */ new Set(["regression", "improvement"]);
var WAIVED_NOTE = "waived by the policy file";
function renderComment(data, options) {
  return fitBlocks(
    [...summaryBlocks(data), ...suiteBlocks(data)],
    renderFooter([data], options.summaryCut),
    options
  );
}
function summaryBlocks(data, heading = "###") {
  const texts = [
    renderVerdictLine(data, heading),
    // Without a comparison (no baseline, an error) every class would count zero or `added`.
    data.comparisons.length > 0 && data.verdict.level !== "no-baseline" && data.verdict.level !== "error" ? renderCounts(data) : "",
    renderContext(data),
    ...renderNotices(data),
    renderReasons(data),
    renderGeomean(data)
  ];
  return texts.filter((t) => t !== "").map((t) => textBlock(t, PRIORITY.verdict));
}
var UNCOMPARED = /* @__PURE__ */ new Set(["added", "removed", "not-compared", "failed"]);
function suiteBlocks(data, options = {}) {
  const heading = options.heading ?? "####";
  const level = data.verdict.level;
  if (level === "error" || level === "no-baseline") return fallbackBlocks(data, heading);
  const history = data.context.historyRuns > 0 && data.history ? data.history : void 0;
  const withHistory = (header) => history ? [...header, HISTORY_HEADER] : header;
  const section = sections(data.comparisons);
  const gated = section.gatedCount;
  const matters = severityOrder(section.matters);
  const inconclusive = severityOrder(section.inconclusive);
  const { unchanged } = section;
  const compared = gated > 0 && data.comparisons.some((c) => c.gated && !UNCOMPARED.has(c.class));
  const informational = severityOrder(section.informational);
  const listed2 = severityOrder(section.listed);
  const notes = wallCpuNotes(data.comparisons);
  const waived = new Set(data.verdict.waived);
  const noteOf = (c) => {
    const note = notes.get(c);
    if (!waived.has(c.key)) return note;
    return note === void 0 ? WAIVED_NOTE : `${WAIVED_NOTE}; ${note}`;
  };
  const row = (c, lookup) => changeRow(c, lookup, noteOf(c));
  const shared = sharedDetectable(inconclusive);
  const sharedNote = shared === null ? "" : `${sharedDetectableSentence(shared)} `;
  const blocks = [
    section.failed.length > 0 ? table({
      priority: PRIORITY.changes,
      title: `${heading} Failed runs: not compared`,
      header: FAILED_HEADER,
      rows: lazyRows(failedFirst(section.failed), (c) => failedRow(c, data.context.headKind)),
      footnote: `A failed run is never compared with the other side nor counted in the geomean; a failure ${onHead(data.context.headKind)} fails the verdict unless the policy says \`on-failure: warn\`.`
    }) : null,
    matters.length > 0 ? table({
      priority: PRIORITY.changes,
      title: `${heading} Changes that matter`,
      header: withHistory(CHANGE_HEADER),
      rows: lazyRows(matters, (c) => row(c, history), hasChartBar),
      chart: true
    }) : (
      // A leg missing on the PR compared nothing: its removed rows must not read as "no change".
      compared && inconclusive.length === 0 && data.context.headMissing === void 0 ? textBlock("No gated benchmark changed beyond the thresholds.", PRIORITY.notices) : null
    ),
    inconclusive.length > 0 ? table({
      priority: PRIORITY.inconclusive,
      title: `${heading} Inconclusive: what would resolve it`,
      header: withHistory(shared === null ? INCONCLUSIVE_HEADER : INCONCLUSIVE_SHARED_HEADER),
      rows: lazyRows(
        inconclusive,
        (c) => inconclusiveRow(c, history, shared !== null),
        hasChartBar
      ),
      footnote: `${sharedNote}More repetitions shrink the intervals; base-branch history or an A/A control replaces an assumed noise floor with a measured one ([why inconclusive?](${DOCS_URL}/inconclusive.md)).`,
      chart: matters.length === 0
    }) : null,
    ...referenceBlocks(data, heading),
    collapsedTable(
      "Unchanged",
      CHANGE_HEADER,
      lazyRows(unchanged, (c) => row(c, void 0), hasChartBar)
    ),
    collapsedTable(
      "Informational metrics, not gated",
      CHANGE_HEADER,
      lazyRows(informational, (c) => row(c, void 0), hasChartBar)
    ),
    collapsedTable("Added, removed, not compared", REASON_HEADER, lazyRows(listed2, reasonRow)),
    ...detailsTexts([
      renderEnvironment(data),
      renderDiagnostics(data.diagnostics),
      renderRerun(data),
      renderMethod(data)
    ])
  ];
  return blocks.filter((b) => b !== null);
}
function sections(comparisons) {
  const found = {
    gatedCount: 0,
    /** Gated regressions and improvements. */
    matters: [],
    inconclusive: [],
    unchanged: [],
    /** Not gated, and compared. */
    informational: [],
    /** Added, removed or not compared, gated or not. */
    listed: [],
    /** A run failed on a side, gated or not. */
    failed: []
  };
  for (const c of comparisons) {
    if (c.gated) found.gatedCount++;
    if (c.class === "failed") found.failed.push(c);
    else if (c.class === "added" || c.class === "removed" || c.class === "not-compared")
      found.listed.push(c);
    else if (!c.gated) found.informational.push(c);
    else if (MOVED4.has(c.class)) found.matters.push(c);
    else if (c.class === "inconclusive") found.inconclusive.push(c);
    else if (c.class === "no-change") found.unchanged.push(c);
  }
  return found;
}
function failedFirst(failed) {
  const rank2 = (c) => (c.failure?.head ? 0 : 2) + (c.gated ? 0 : 1);
  return failed.map((c, i) => ({ c, i })).sort((a, b) => rank2(a.c) - rank2(b.c) || a.i - b.i).map(({ c }) => c);
}
function fallbackBlocks(data, heading) {
  const head = data.comparisons.filter((c) => c.head !== null);
  const sorted = [...head.filter((c) => c.gated), ...head.filter((c) => !c.gated)];
  const blocks = [];
  if (sorted.length > 0)
    blocks.push(
      table({
        priority: PRIORITY.changes,
        title: `${heading} Head results (nothing to compare with)`,
        header: HEAD_ONLY_HEADER,
        rows: lazyRows(sorted, headOnlyRow)
      })
    );
  if (data.verdict.level === "no-baseline") blocks.push(...referenceBlocks(data, heading));
  const problems2 = renderDiagnostics(data.diagnostics, data.verdict.level === "error");
  if (problems2 !== "") blocks.push(textBlock(problems2, PRIORITY.notices));
  blocks.push(textBlock(renderMethod(data), PRIORITY.details));
  return blocks;
}
function table(block) {
  return { kind: "table", ...block };
}
function collapsedTable(summary, header, rows) {
  if (rows.length === 0) return null;
  return table({ priority: PRIORITY.listings, collapsed: summary, header, rows });
}
function detailsTexts(texts) {
  return texts.filter((t) => t !== "").map((t) => textBlock(t, PRIORITY.details));
}

// src/report/markdown/render-legs.ts
function renderLegs(legs, options) {
  const [first] = legs;
  if (!first) return "";
  if (legs.length === 1) return renderComment(first.report, options);
  const verdict = legsVerdict(legs);
  const overview = [
    `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`,
    legs.map((leg) => `- ${legTitle(leg)}`).join("\n")
  ].join("\n\n");
  const blocks = [
    textBlock(overview, PRIORITY.verdict),
    ...legs.flatMap((leg) => legBlocks(leg))
  ];
  return fitBlocks(
    blocks,
    renderFooter(
      legs.map((l) => l.report),
      options.summaryCut
    ),
    options
  );
}
function legBlocks(leg) {
  const verdictLine = renderVerdictLine(leg.report, "####");
  const summary = summaryBlocks(leg.report, "####").filter(
    (block) => block.kind !== "text" || block.text !== verdictLine
  );
  return [
    textBlock(`#### ${legTitle(leg)}`, PRIORITY.verdict),
    ...summary,
    ...suiteBlocks(leg.report, { heading: "#####" })
  ];
}
function legTitle({ leg, report }) {
  const { verdict } = report;
  return `${VERDICT_EMOJI[verdict.level]} ${codeSpan(leg, { maxLength: 100 })}: ${verdict.level} \u2014 ${inlineText(verdict.headline, 200)}`;
}
var LEG_ORDER = {
  fail: 0,
  error: 1,
  warn: 2,
  inconclusive: 3,
  "no-baseline": 4,
  pass: 5
};
function renderLegsSummary(legs, options) {
  const verdict = legsVerdict(legs);
  const heading = `### ${VERDICT_EMOJI[verdict.level]} Benchmarks: ${verdict.level} \u2014 ${inlineText(verdict.headline, 300)}`;
  const pointer = `The full report${legs.length === 1 ? "" : " of every leg"} is in ${options.fullReportName}.`;
  const ordered = legs.map((leg, index) => ({ leg, index })).sort(
    (a, b) => LEG_ORDER[a.leg.report.verdict.level] - LEG_ORDER[b.leg.report.verdict.level] || a.index - b.index
  );
  let room2 = options.maxLength - utf8Length(heading) - utf8Length(pointer) - 200;
  const lines = [];
  for (const { leg } of legs.length === 1 ? [] : ordered) {
    const line = `- ${legTitle(leg)}`;
    if (utf8Length(line) + 1 > room2) break;
    lines.push(line);
    room2 -= utf8Length(line) + 1;
  }
  const left = legs.length === 1 ? 0 : ordered.length - lines.length;
  const more = left > 0 ? [`\u2026 and ${plural(left, "more leg")} not listed here.`] : [];
  return `${[heading, [...lines, ...more].join("\n"), pointer].filter((p) => p !== "").join("\n\n")}
`;
}

// src/report/json/finite-numbers.ts
function finiteOrNull2(value) {
  return value !== null && Number.isFinite(value) ? value : null;
}
function finiteInterval(interval2) {
  return interval2 !== null && Number.isFinite(interval2.lower) && Number.isFinite(interval2.upper) ? interval2 : null;
}

// src/report/json/reference-json.ts
function referencesObject(references) {
  return references.map((r) => ({
    name: r.name,
    source: r.source,
    ...r.run ? { run: { ...r.run } } : {},
    ...r.missing === void 0 ? {} : { missing: r.missing },
    gate: r.gate,
    reading: referenceSentence(r, PLAIN).replace(/\u00a0/g, " "),
    geomean: geomeanJson(r.geomean),
    benchmarks: r.readings.map((reading) => ({
      key: reading.key,
      benchmark: reading.change.label,
      metric: reading.change.metricName,
      kind: reading.kind,
      sinceReference: reading.sinceReference && {
        ...reading.sinceReference,
        ratio: finiteOrNull2(reading.sinceReference.ratio),
        ci: finiteInterval(reading.sinceReference.ci)
      },
      recovery: reading.recovery && {
        fraction: reading.recovery.fraction,
        ci: finiteInterval(reading.recovery.ci)
      }
    }))
  }));
}
function referencesFromJson(references, comparisons) {
  return references.map((r) => {
    const own = comparisons.filter((c) => c.against === r.name);
    const byKey = new Map(own.map((c) => [c.key, c]));
    const readings = r.benchmarks.flatMap((b) => {
      const change2 = byKey.get(b.key);
      return change2 ? [
        {
          key: b.key,
          kind: b.kind,
          change: change2,
          sinceReference: b.sinceReference,
          recovery: b.recovery
        }
      ] : [];
    });
    return {
      name: r.name,
      source: r.source,
      ...r.run ? { run: r.run } : {},
      ...r.missing === void 0 ? {} : { missing: r.missing },
      gate: r.gate,
      comparisons: own,
      geomean: geomeanFromJson(r.geomean),
      readings
    };
  });
}
function geomeanJson(g) {
  if (g === null || g === void 0) return g;
  const { suite, ...plain } = g;
  const rest = plain.partial && plain.ciSubset !== void 0 && plain.ci !== null ? { ...plain, ci: null, ciSubset: { ...plain.ciSubset, ci: plain.ci } } : plain;
  if (suite === void 0) return rest;
  const history = suite.historyGeomeans === null ? null : [...suite.historyGeomeans];
  return { ...rest, suite: { ...suite, historyGeomeans: history } };
}
function geomeanFromJson(g) {
  if (g === null) return null;
  const { suite, ciSubset, ...rest } = g;
  const subset = ciSubset === void 0 ? {} : { ciSubset: { ratio: ciSubset.ratio, count: ciSubset.count } };
  const ci = ciSubset?.ci ?? rest.ci;
  return { ...rest, ci, ...subset, ...suite === void 0 ? {} : { suite } };
}

// src/report/json/report-schema.ts
var REPORT_SCHEMA_VERSION = 1;
var interval = external_exports.object({ lower: external_exports.number(), upper: external_exports.number(), level: external_exports.number() }).meta({
  id: "Interval",
  description: "Two-sided confidence interval; `level` is the achieved confidence (\u2265 0.95)."
});
var statistic = external_exports.number().nullable();
var revision = external_exports.object({
  n: external_exports.number().int().nonnegative(),
  median: statistic,
  mad: statistic.describe("Raw (unscaled) median absolute deviation, in `unit`."),
  min: statistic,
  max: statistic,
  mean: statistic,
  sd: statistic,
  cv: statistic,
  logDispersion: statistic.describe("1.4826 \xB7 MAD(ln x): robust relative spread."),
  medianCi: interval.nullable(),
  outliers: external_exports.object({ mild: external_exports.number().int(), severe: external_exports.number().int() }),
  fromSummary: external_exports.boolean().describe("The figures come from a harness summary, not samples.")
}).meta({
  id: "RevisionStats",
  description: "Statistics of one side, in the canonical `unit`; null where not available."
});
var benchmarkId = external_exports.object({
  suite: external_exports.string().optional(),
  name: external_exports.string(),
  params: external_exports.record(external_exports.string(), external_exports.string()).optional(),
  procs: external_exports.number().int().optional()
});
var runFailure = external_exports.object({
  message: external_exports.string().describe("The harness's message (untrusted text)."),
  failedRuns: external_exports.number().int().optional().describe("Runs that failed, of `runs`."),
  runs: external_exports.number().int().optional()
}).nullable();
var failure = external_exports.object({
  side: external_exports.enum(["head", "base", "both"]).describe('Which side failed: head is "failed on the PR".'),
  head: runFailure,
  base: runFailure
}).describe(
  "Present exactly when `class` is `failed`: which side failed, and what its harness said."
);
var comparison = external_exports.object({
  against: external_exports.string().describe("`base`, or the name of a reference run."),
  benchmark: external_exports.string().describe("Display label of the benchmark (untrusted text)."),
  key: external_exports.string().describe("Stable pairing key (benchmark and metric); keys `history`."),
  benchmarkId,
  metric: external_exports.string().describe("The harness's name for the metric (`real_time`, `B/op`)."),
  metricKind: external_exports.enum(METRIC_KINDS),
  unit: external_exports.string().describe("Canonical unit: `ns`, `B`, `ops/s`, `B/s`, `count`, or as printed."),
  direction: external_exports.enum(["lower-is-better", "higher-is-better", "unknown"]),
  gated: external_exports.boolean(),
  format: external_exports.string().optional().describe("Adapter id of the results."),
  base: revision.nullable(),
  head: revision.nullable(),
  ratio: external_exports.number().nullable().describe("head/base in the metric\u2019s own orientation."),
  ci: interval.nullable(),
  pValue: external_exports.number().nullable(),
  qValue: external_exports.number().nullable(),
  qUp: external_exports.number().optional().describe('Conditional-BH q of "worse by more than \u03B8" (docs/method.md \xA79.3).'),
  qDown: external_exports.number().optional().describe('Conditional-BH q of "better by more than \u03B8" (docs/method.md \xA79.3).'),
  driftShift: external_exports.number().optional().describe(
    "Suite drift D (log scale) subtracted before judging (docs/method.md \xA710.0); absent: 0."
  ),
  runToRun: external_exports.object({ sd: external_exports.number(), runs: external_exports.number().int(), control: external_exports.boolean().optional() }).optional().describe(
    "History path: the moderated run-to-run sd (log scale), how many runs it came from, and `control: true` when one of them is the A/A control run (docs/method.md \xA710.3)."
  ),
  pMin: external_exports.number().nullable(),
  method: external_exports.enum(TEST_METHODS),
  floor: external_exports.object({ value: external_exports.number(), source: external_exports.enum(FLOOR_SOURCES) }),
  class: external_exports.enum(CHANGE_CLASSES),
  strength: external_exports.enum(STRENGTHS).nullable(),
  reasons: external_exports.array(external_exports.string()),
  minimumDetectableEffect: external_exports.number().nullable(),
  signs: external_exports.object({ positive: external_exports.number().int(), negative: external_exports.number().int(), zero: external_exports.number().int() }).nullable(),
  centre: external_exports.enum(CENTRE_STATISTICS).optional().describe(
    "What `ratio` compares and the table shows for base and head: `median` (raw samples: medians \xB1 MAD, the change a Hodges\u2013Lehmann shift) or `mean` (harness summaries compared by their means, read `mean` and `sd`). Always written; absent in older reports, where it is `median`."
  ),
  decisionRow: external_exports.enum(DECISION_ROWS).optional(),
  failure: failure.optional()
}).meta({ id: "Comparison", description: "One benchmark \xD7 metric compared." });
var geomean = external_exports.object({
  ratio: external_exports.number().describe("Worse-positive: > 1 means slower or worse."),
  ci: interval.nullable().describe(
    "The fixed-effect interval of `ratio`; null when no member has a CI, and when only some do (`partial`): that interval is of those members, in `ciSubset.ci` beside their own geomean. Reports before `ciSubset.ci` gave it here."
  ),
  partial: external_exports.boolean().describe("Some members have no CI: the interval covers the others only."),
  ciSubset: external_exports.object({
    ratio: external_exports.number(),
    count: external_exports.number().int(),
    ci: interval.optional().describe(
      "The interval of this `ratio` (absent in older reports, which gave it as `ci`)."
    )
  }).optional().describe(
    "With a partial interval: the geomean of the members that have a CI, how many they are, and their interval."
  ),
  betweenBenchmarkCi: interval.nullable(),
  count: external_exports.number().int(),
  timed: external_exports.number().int().optional().describe("Members that are wall or CPU times."),
  zeroLeftOut: external_exports.number().int().optional().describe("Gated comparisons left out: exactly 0 on both sides."),
  floor: external_exports.object({ value: external_exports.number(), source: external_exports.string() }),
  suite: external_exports.object({
    case: external_exports.enum(["history", "paired", "none"]),
    members: external_exports.number().int(),
    mean: external_exports.number(),
    standardError: external_exports.number(),
    historyGeomeans: external_exports.array(external_exports.number()).nullable(),
    floor: external_exports.number(),
    pFail: external_exports.number().nullable(),
    pWarn: external_exports.number().nullable(),
    fail: external_exports.boolean(),
    warn: external_exports.boolean()
  }).optional().describe(
    "Suite rule S (docs/method.md \xA712.2): `history` (t test against the base runs\u2019 geomeans), `paired` (fixed-effect interval) or `none` (no history: warn only, against `floor`, log scale); `mean` is \u1E21 on the log scale."
  )
}).meta({
  id: "Geomean",
  description: "Suite geometric mean of the gated changes (docs/method.md \xA712.1)."
});
var changeSince = external_exports.object({
  class: external_exports.enum(CHANGE_CLASSES),
  strength: external_exports.enum(STRENGTHS).nullable(),
  ratio: external_exports.number().nullable().describe("base/reference, in the metric\u2019s own orientation."),
  ci: interval.nullable()
}).describe("The base against the reference: a regression here was introduced since it.");
var recovery = external_exports.object({
  fraction: external_exports.number().describe(
    "(ln(base/ref) \u2212 ln(head/ref)) / ln(base/ref): 1 = back to the reference, 0 = no better than the base."
  ),
  ci: interval.nullable().describe("Approximate: head-vs-reference CI with ln(base/ref) held fixed; null if none.")
}).describe("How much of the regression since the reference head undoes.");
var referenceReading = external_exports.object({
  key: external_exports.string().describe("The comparison `key` (benchmark and metric)."),
  benchmark: external_exports.string().describe("Display label of the benchmark (untrusted text)."),
  metric: external_exports.string(),
  kind: external_exports.enum(READING_KINDS),
  sinceReference: changeSince.nullable(),
  recovery: recovery.nullable()
});
var reference = external_exports.object({
  name: external_exports.string().describe("As given in `references` or `--reference` (untrusted text)."),
  source: external_exports.string().describe("How it was found: a tag, commit, run id or paths (untrusted)."),
  run: external_exports.object({
    id: external_exports.number().int(),
    url: external_exports.string(),
    createdAt: external_exports.string(),
    headSha: external_exports.string()
  }).optional().describe("The successful push run whose artifacts held the results."),
  missing: external_exports.string().optional().describe("Why nothing was compared."),
  gate: external_exports.enum(["fail", "warn", "off"]).describe("The policy\u2019s `references.<name>.gate`."),
  reading: external_exports.string().describe("One sentence: how head reads against this reference."),
  geomean: geomean.nullable(),
  benchmarks: external_exports.array(referenceReading).describe("Gated benchmarks, worst first.")
}).meta({
  id: "Reference",
  description: "Head against a named reference; its comparisons are in `comparisons` with `against` = `name`."
});
var context = external_exports.object({
  headSha: external_exports.string().optional(),
  baseSha: external_exports.string().optional(),
  baseBranch: external_exports.string().optional(),
  baseRun: external_exports.object({ id: external_exports.number().int(), url: external_exports.string(), createdAt: external_exports.string() }).optional(),
  commitsBehind: external_exports.number().int().nullable().optional(),
  historyRuns: external_exports.number().int().nonnegative(),
  controlRuns: external_exports.number().int().nonnegative(),
  headSource: external_exports.string(),
  baseSource: external_exports.string(),
  fullReportUrl: external_exports.string().optional(),
  fork: external_exports.object({ repository: external_exports.string(), runUrl: external_exports.string().optional() }).optional(),
  headMissing: external_exports.string().optional().describe(
    "A matrix leg the base run has and the head run lacks: why the head has no results there."
  ),
  headKind: external_exports.enum(HEAD_KINDS).optional().describe(
    "What the head is: a pull request\u2019s head (`pull-request`), a pushed commit (`push`) or another run\u2019s (`run`: schedule, merge queue, dispatch); absent when unknown (the CLI)."
  )
});
var method = external_exports.object({
  threshold: external_exports.number(),
  noiseFloor: external_exports.number(),
  fdr: external_exports.number(),
  failOn: external_exports.string(),
  failOnInconclusive: external_exports.boolean(),
  format: external_exports.string(),
  alpha: external_exports.number().optional(),
  thresholdDeterministic: external_exports.number().optional(),
  geomeanThreshold: external_exports.number().optional(),
  geomeanNoiseFloor: external_exports.number().optional(),
  minSamples: external_exports.number().int().optional(),
  policy: external_exports.object({ file: external_exports.string().nullable(), lines: external_exports.array(external_exports.string()) }).optional().describe("The effective policy: its file (null: defaults only) and one line per rule.")
});
var diagnostic2 = external_exports.object({
  severity: external_exports.enum(["error", "warning", "info"]),
  file: external_exports.string(),
  location: external_exports.string(),
  message: external_exports.string()
});
var rerunFilter = external_exports.object({
  format: external_exports.string(),
  harness: external_exports.string(),
  benchmarks: external_exports.array(external_exports.string()),
  filter: external_exports.string(),
  command: external_exports.string()
});
var environment = external_exports.record(external_exports.string(), external_exports.string());
var reportJson = external_exports.object({
  schemaVersion: external_exports.literal(REPORT_SCHEMA_VERSION),
  verdict: external_exports.object({
    level: external_exports.enum(VERDICT_LEVELS),
    headline: external_exports.string(),
    reasons: external_exports.array(external_exports.string()),
    regressions: external_exports.object({
      total: external_exports.number().int(),
      firm: external_exports.number().int().describe("strong and exact: beyond the noise floor"),
      likely: external_exports.number().int(),
      unverified: external_exports.number().int(),
      waived: external_exports.number().int().optional().describe(
        "accepted by a waiver, whatever their strength (not in firm, likely or unverified)"
      ),
      text: external_exports.string().describe("As the headline and the count line say it.")
    }).optional().describe("The gated regressions by strength (absent in reports of version 0.1.0)."),
    waived: external_exports.array(external_exports.string()).optional().describe("Comparison keys of the gated comparisons a waiver accepts; absent: none.")
  }),
  context,
  comparisons: external_exports.array(comparison).describe("Head against the base (`against: base`), then against each reference."),
  geomean: geomean.nullable(),
  findings: external_exports.array(external_exports.string()),
  rerun: external_exports.array(external_exports.string()).describe(
    "Benchmarks to re-run: gated ones that failed on the PR first, then gated regressions and inconclusive."
  ),
  rerunFilters: external_exports.array(rerunFilter).describe("Ready filters for the harnesses that select."),
  diagnostics: external_exports.array(diagnostic2),
  method,
  history: external_exports.record(external_exports.string(), external_exports.array(external_exports.number())).optional().describe("Medians of earlier base runs, oldest first, by comparison `key`."),
  environments: external_exports.object({ base: environment, head: environment }).optional(),
  references: external_exports.array(reference).optional().describe("Named references besides the base, in the order given.")
}).meta({ id: "Report", description: "bench-verdict report" });
var legsReportJson = external_exports.object({
  schemaVersion: external_exports.literal(REPORT_SCHEMA_VERSION),
  verdict: reportJson.shape.verdict,
  rerun: external_exports.array(external_exports.string()),
  legs: external_exports.array(reportJson.extend({ leg: external_exports.string() }))
}).describe("bench-verdict report over matrix legs");
var reportDocument = external_exports.union([reportJson, legsReportJson]);

// src/report/json/read-report-json.ts
function looksLikeReport(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) && ("schemaVersion" in value || "legs" in value);
}
function readReportJson(value) {
  const isLegs = typeof value === "object" && value !== null && "legs" in value;
  const parsed = (isLegs ? legsReportJson : reportJson).safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.slice(0, 20).map(
        (issue) => `$${issue.path.map((p) => typeof p === "number" ? `[${p}]` : `.${String(p)}`).join("")}: ${issue.message}`
      )
    };
  const document = parsed.data;
  if ("legs" in document)
    return {
      ok: true,
      reports: document.legs.map(({ leg, ...report }) => ({ leg, report: reportData(report) }))
    };
  return { ok: true, reports: [{ leg: "", report: reportData(document) }] };
}
function reportData(json) {
  const method2 = json.method.policy ? {
    ...compact(json.method),
    policy: { file: json.method.policy.file, lines: json.method.policy.lines }
  } : compact({ ...json.method, policy: void 0 });
  const { fork, baseRun, ...context2 } = json.context;
  const comparisons = json.comparisons.map(comparison2);
  return {
    verdict: {
      level: json.verdict.level,
      headline: json.verdict.headline,
      reasons: json.verdict.reasons,
      ...json.verdict.waived ? { waived: json.verdict.waived } : {}
    },
    comparisons: comparisons.filter((c) => c.against === "base"),
    geomean: geomeanFromJson(json.geomean),
    findings: json.findings,
    diagnostics: json.diagnostics,
    context: {
      ...compact(context2),
      ...baseRun ? { baseRun } : {},
      ...fork ? { fork: compact(fork) } : {}
    },
    method: method2,
    ...json.history ? { history: json.history } : {},
    ...json.environments ? { environments: json.environments } : {},
    ...json.references ? { references: referencesFromJson(json.references, comparisons) } : {}
  };
}
function comparison2(c) {
  const { params, ...id } = c.benchmarkId;
  const benchmark = { ...compact(id), ...params ? { params } : {} };
  return {
    against: c.against,
    key: c.key,
    benchmark,
    label: c.benchmark,
    metric: c.metricKind,
    metricName: c.metric,
    unit: c.unit,
    direction: c.direction,
    gated: c.gated,
    base: revision2(c.base),
    head: revision2(c.head),
    ratio: c.ratio,
    ci: c.ci,
    pValue: c.pValue,
    qValue: c.qValue,
    pMin: c.pMin,
    method: c.method,
    floor: c.floor,
    class: c.class,
    strength: c.strength,
    reasons: c.reasons,
    minimumDetectableEffect: c.minimumDetectableEffect,
    signs: c.signs,
    ...c.centre === void 0 ? {} : { centre: c.centre },
    ...c.decisionRow === void 0 ? {} : { decisionRow: c.decisionRow },
    ...c.qUp == null ? {} : { qUp: c.qUp },
    ...c.qDown == null ? {} : { qDown: c.qDown },
    ...c.driftShift === void 0 ? {} : { driftShift: c.driftShift },
    ...c.runToRun === void 0 ? {} : {
      runToRun: {
        sd: c.runToRun.sd,
        runs: c.runToRun.runs,
        ...c.runToRun.control === true ? { control: true } : {}
      }
    },
    ...c.format === void 0 ? {} : { format: c.format },
    ...c.failure === void 0 ? {} : {
      failure: {
        side: c.failure.side,
        head: runFailure2(c.failure.head),
        base: runFailure2(c.failure.base)
      }
    }
  };
}
function runFailure2(f) {
  if (f === null) return null;
  return f.failedRuns === void 0 || f.runs === void 0 ? { message: f.message } : { message: f.message, failedRuns: f.failedRuns, runs: f.runs };
}
function revision2(stats) {
  if (stats === null) return null;
  const number = (value) => value ?? Number.NaN;
  return {
    ...stats,
    median: number(stats.median),
    mad: number(stats.mad),
    min: number(stats.min),
    max: number(stats.max),
    mean: number(stats.mean)
  };
}
function compact(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}

export {
  literalAtom,
  ANY_ONE,
  STAR,
  matchWildcards,
  hasInvisible,
  showInvisible,
  WALL_TIME_ONLY,
  DEFAULT_STATISTICS_SETTINGS,
  compareRuns,
  countRegressions,
  addRegressionCounts,
  regressionCountText,
  describeComparison,
  FAIL_ON,
  GATES,
  ON_FAILURE,
  DECLARED_DIRECTIONS,
  MISMATCH_HANDLING,
  DEFAULT_POLICY,
  describePolicyProblem,
  describeLocation,
  DEFAULT_VERDICT_POLICY,
  noProblems,
  countProblems,
  compileLinearRegex,
  closestName,
  legsVerdict,
  policyRules,
  summarizePolicy,
  invalidPolicyVerdict,
  judge,
  verdictFailsStep,
  readReference,
  sideBySide,
  treesOf,
  mergeEnvironments,
  CLASS_ORDER,
  CLASS_NAMES,
  countByClass,
  classCount,
  sortedBySeverity,
  inlineText,
  codeSpan,
  utf8Length,
  VERDICT_EMOJI,
  displayScale,
  formatQuantity,
  SPREAD_DIGITS,
  formatDetectable,
  formatProbability,
  geomeanScope,
  geomeanChangeText,
  floorSources,
  changeWithInterval,
  centreOf,
  referenceSentence,
  rerunList,
  rerunTrust,
  rerunFilters,
  wallCpuNotes,
  sharedDetectable,
  sharedDetectableSentence,
  COMMENT_MAX_LENGTH,
  SUMMARY_MAX_LENGTH,
  renderComment,
  renderLegs,
  renderLegsSummary,
  finiteOrNull2 as finiteOrNull,
  finiteInterval,
  referencesObject,
  geomeanJson,
  REPORT_SCHEMA_VERSION,
  looksLikeReport,
  readReportJson
};
