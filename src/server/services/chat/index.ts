// The chat service's public face: the routes (customer, socket, staff) import from here.
export { createChatService, toApiMessage, INBOX_LIMIT, type ChatService, type Conversation, type AddMessageInput, type AddedMessage, type FeedbackInput, type StartConversationInput, type ChatParticipant, type ChatState } from './service';
export { createPlaceholderChatbot, type Chatbot, type ChatbotAnswer, type ChatbotQuestion } from './chatbot-port';
export type { ChatBus, ChatEvent, ChatEventKind } from '../../store/chat-bus';
