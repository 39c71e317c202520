// The chatbot as the chat service sees it (issue 25): a question in, the answer to store and send
// out. The chat-server branch defines the same interface in services/chat/chatbot-port.ts; until
// the two meet, this is ours (the lead joins them: the shapes are the same).
export interface ChatbotQuestion {
  orgCode: string;
  question: string;
  /** The signed-in applicant or co-signer the conversation is tied to (by the webchat nonce). */
  identityUuid?: string;
  /** The application page they are on: its status and next step only, and only when it is theirs. */
  applicationUuid?: string;
  conversationId: string;
}

export interface ChatbotAnswer {
  /** This answer's id (setChatReplyUsedWithFeedback names it). */
  questionId: string;
  text: string;
  /** The bot did not know, and OPS_CHAT is open: the chat offers an agent. */
  handover: boolean;
}

export interface ChatbotPort {
  answer(question: ChatbotQuestion): Promise<ChatbotAnswer>;
}
