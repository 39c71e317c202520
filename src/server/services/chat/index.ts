// The chat service's public face: the routes (customer, socket, staff) import from here.
export { createChatService, toApiMessage, INBOX_LIMIT } from './service';
export type { ChatService, Conversation, AddMessageInput, AddedMessage, FeedbackInput, StartConversationInput, ChatParticipant, ChatState } from './chat-port';
export { type Chatbot, type ChatbotAnswer, type ChatbotQuestion } from './chatbot-port';
export type { ChatBus, ChatEvent, ChatEventKind } from '../../store/chat-bus';
