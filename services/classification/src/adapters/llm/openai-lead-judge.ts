import type { LeadJudge } from "../../app/ports.js";
import { judgeMessages, parseJudgement } from "./judge-prompt.js";
import { LlmError, type ChatCompletion } from "./openai-chat.js";

/** A LeadJudge asking the chat, one profile per request. */
export function openAiLeadJudge(chat: ChatCompletion): LeadJudge {
  return {
    async judge(segment, profile, signal) {
      const content = await chat(judgeMessages(segment, profile), signal);
      const judgement = parseJudgement(content);
      if (!judgement) throw new LlmError(`the model's answer is not the JSON asked for: ${content.slice(0, 200)}`);
      return judgement;
    },
  };
}
