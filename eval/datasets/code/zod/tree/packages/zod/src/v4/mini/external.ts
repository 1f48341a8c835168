export * as core from "../core/index.js";
export * from "./parse.js";
export * from "./schemas.js";
export * from "./checks.js";
export { deepPartial } from "./deep-partial.js";
export { input, output } from "./in-out.js";

export type { infer } from "../core/index.js";
export type { JSONType } from "../core/util.js";
export {
  globalRegistry,
  registry,
  config,
  $output,
  $input,
  $brand,
  clone,
  regexes,
  treeifyError,
  prettifyError,
  formatError,
  flattenError,
  TimePrecision,
  util,
  NEVER,
  toZod,
  compile,
  ZodCompileAsyncError,
  ZodCompileUnsupportedError,
  getDiscriminatedOption,
} from "../core/index.js";
export { toJSONSchema } from "../core/json-schema-processors.js";

export * as locales from "../locales/index.js";
/** A special constant with type `never` */
// export const NEVER = {} as never;

// iso
export * as iso from "./iso.js";
export {
  ZodMiniISODateTime,
  ZodMiniISODate,
  ZodMiniISOTime,
  ZodMiniISODuration,
} from "./iso.js";

// coerce
export * as coerce from "./coerce.js";
