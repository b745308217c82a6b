export { classificationService } from "./service.js";
