export {
  parse,
  safeParse,
  parseAsync,
  safeParseAsync,
  encode,
  decode,
  encodeAsync,
  decodeAsync,
  safeEncode,
  safeDecode,
  safeEncodeAsync,
  safeDecodeAsync,
} from "../core/index.js";
