export { identityService } from "./service.js";
// The gateway rejects malformed keys with these before asking this service.
export { isWellFormedApiKey, looksLikeLegacyKey } from "./domain/api-key.js";
