import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

/*
 * Boundaries (DESIGN "Inside a service" and rule 1). Lint fails, and so does CI, when
 * - a file in services/<name>/src/domain/ imports anything but domain/, node: built-ins, luxon and
 *   the pure entry points @leadstream/platform/errors, @leadstream/platform/time-zone,
 *   @leadstream/contracts/api-key-format and @leadstream/contracts/vocabulary (the closed
 *   vocabularies' names: generated enums and data, no database, bus, RPC or telemetry code);
 * - a file in services/<name>/src/app/ imports db/, rpc/, adapters/, events/, background/,
 *   main.ts or service.ts (the app sees the outside only through its ports);
 * - a service's or the gateway's src/ imports a service package (@leadstream/<service>,
 *   @leadstream/gateway) or reaches into another service or the gateway by a relative path;
 *   peers are reached by RPC and events, shared rules live in packages/. Tests may import a
 *   service package to start that service in-process (its root exports only the service
 *   definition), never its files;
 * - SQL text in a service (src or test), the gateway or tests/ names another service's schema;
 *   another context's data is read through its RPC. bench/ seeds schemas directly.
 */
const services = readdirSync(new URL("./services/", import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const schemaOf = (service) => service.replaceAll("-", "_");
const servicePackage = { regex: `^@leadstream/(${[...services, "gateway"].join("|")})(/|$)`, message: "Reach another service by RPC or events; shared code belongs in packages/." };
const intoAnotherService = { regex: `^(\\.\\./)+(services|gateway|${services.join("|")})/`, message: "Do not import another service's or the gateway's files." };
const sqlNaming = (schemas) => {
  const sql = `/\\b(FROM|JOIN|INTO|UPDATE|TABLE|TRUNCATE)\\s+"?(${schemas.join("|")})"?\\./i`;
  const message = "Another service's schema: read its data through its RPC.";
  return ["error", { selector: `Literal[value=${sql}]`, message }, { selector: `TemplateElement[value.raw=${sql}]`, message }];
};

export default tseslint.config(
  { ignores: ["**/node_modules/**", ".data/**", "packages/contracts/src/gen/**", "**/dist/**"] },
  js.configs.recommended,
  { languageOptions: { globals: globals.node } },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Tests and benchmarks read arbitrary JSON bodies; typing each one adds noise without catching bugs.
    files: ["**/test/**", "tests/**", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["services/*/src/**/*.ts", "gateway/src/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [servicePackage, intoAnotherService] }] },
  },
  {
    files: ["services/*/test/**/*.ts", "gateway/test/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [intoAnotherService] }] },
  },
  {
    files: ["services/*/src/app/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          servicePackage,
          intoAnotherService,
          { regex: "^(\\.\\./)+((db|rpc|adapters|events|background)/|(main|service)\\.js$)", message: "app/ reaches db, RPC, adapters and events only through its ports (app/ports.ts)." },
        ],
      }],
    },
  },
  {
    files: ["services/*/src/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", {
        patterns: [
          intoAnotherService,
          { regex: "^(?!\\.|node:|luxon$|@leadstream/platform/errors$|@leadstream/platform/time-zone$|@leadstream/contracts/api-key-format$|@leadstream/contracts/vocabulary$)", message: "domain/ has no I/O: it imports domain/, node: built-ins, luxon and the pure entry points @leadstream/platform/errors, @leadstream/platform/time-zone, @leadstream/contracts/api-key-format, @leadstream/contracts/vocabulary." },
          { regex: "^(\\.\\./)+((app|db|rpc|adapters|events|background)/|(main|service|config|index)\\.js$)", message: "domain/ imports only domain/." },
        ],
      }],
    },
  },
  ...services.map((service) => ({
    files: [`services/${service}/**/*.ts`],
    rules: { "no-restricted-syntax": sqlNaming(services.filter((s) => s !== service).map(schemaOf)) },
  })),
  {
    files: ["gateway/**/*.ts", "tests/**/*.ts"],
    rules: { "no-restricted-syntax": sqlNaming(services.map(schemaOf)) },
  },
);
