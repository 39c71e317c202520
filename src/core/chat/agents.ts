// What a customer sees of the agent who answers: the staff member's first name only (the inbox's
// assignment, the agent's messages, the developer controls' agent picker).
export const agentName = (staffName: string): string => staffName.trim().split(/\s+/)[0] || staffName;
