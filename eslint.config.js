import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
