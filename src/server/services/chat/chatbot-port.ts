// What the chat asks the chatbot (issue 25): a question in a conversation, answered with the
// reply's id (for thumbs up or down), its text and whether it offers an agent. The chat service
// stores the customer's question first, then the reply; the chatbot itself keeps no messages. The
// knowledge base and its matching are the chatbot's own (services/chatbot, AppContext.chatbot).

export interface ChatbotQuestion {
  orgCode: string;
  question: string;
  /** The signed-in applicant (by their nonce), when there is one. */
  identityUuid?: string;
  /** Their application, when the chat was opened on its page and it is theirs. */
  applicationUuid?: string;
  conversationId: string;
}

export interface ChatbotAnswer {
  /** The reply's id: setChatReplyUsedWithFeedback names it. */
  questionId: string;
  text: string;
  /** The reply offers an agent (within operating hours the window shows the hand-over). */
  handover: boolean;
}

export interface Chatbot {
  answer(question: ChatbotQuestion): Promise<ChatbotAnswer>;
}
