import type { DescriptionReader } from "../../app/ports.js";
import { descriptionMessages, parseFilters } from "./description-prompt.js";
import { LlmError, type ChatCompletion } from "./openai-chat.js";

/** A DescriptionReader asking the chat for a description's filters. */
export function openAiDescriptionReader(chat: ChatCompletion): DescriptionReader {
  return {
    async read(description, signal) {
      const content = await chat(descriptionMessages(description), signal);
      const filters = parseFilters(content);
      if (!filters) throw new LlmError(`the model's answer is not valid filters: ${content.slice(0, 200)}`);
      return filters;
    },
  };
}
