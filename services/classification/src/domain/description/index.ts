export { parseDescription, type ExcludedLabel, type LabelReading, type ParsedDescription, type Seniority } from "./parse-description.js";
