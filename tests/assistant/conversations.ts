/**
 * The assistant's conversations (issue 28, section 5): the tuning part, which the rules may
 * be fitted to, and the held-out part, scored apart. Run by
 * tests/integration/assistant-conversations.test.ts and `npm run eval:assistant`.
 */
import type { ConversationCase } from "./conversation-case";
import { heldOutConversations } from "./conversations-held-out";
import { tuningConversations } from "./conversations-tuning";

export type { ConversationCase } from "./conversation-case";
export { heldOutConversations, tuningConversations };

export const conversationSet: readonly ConversationCase[] = [
  ...tuningConversations,
  ...heldOutConversations,
];
