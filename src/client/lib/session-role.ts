// Whose session the stored token is: its `role` claim ('agent' after the agent variant of sign-in,
// for brokers; otherwise 'customer'). Read from the token itself, so it can never disagree with it;
// only a hint for where to go and which sign-out to call: the server decides what a role may do.
import { storedToken } from './auth-token';

export type SessionRole = 'customer' | 'agent';

export function sessionRole(): SessionRole {
  try {
    const payload = storedToken()?.split('.')[1] ?? '';
    return (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { role?: unknown }).role === 'agent' ? 'agent' : 'customer';
  } catch {
    return 'customer';
  }
}
