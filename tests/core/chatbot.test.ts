// The chatbot's brain (issue 25 item 5): the default knowledge base searched with typos and half
// words, a brand's own entries over it, the don't-know answer below the threshold that offers an
// agent only within operating hours, and the application-status entry answered from the caller's
// own stage words only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '../../src/core/chatbot/answer';
import { mergeKnowledgeBase, parseBrandKnowledgeBase, parseKnowledgeBase, type KnowledgeBase } from '../../src/core/chatbot/knowledge-base';
import { createKnowledgeIndex } from '../../src/core/chatbot/search';
import { copyText } from '../../src/core/copy/resolve';

const repo = join(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(readFileSync(join(repo, file), 'utf8')) as unknown;
const defaults = readJson('brands/knowledge-base.json') as KnowledgeBase;
const copy = { chatbot: readJson('copy/en/chatbot.json') };
const words = (key: string, values: Record<string, string> = {}) => copyText(copy, key, values);
const values = { companyName: 'Acme Lending', supportPhone: '888-819-6388', phoneHours: 'Monday-Friday 6 AM-6 PM (Pacific Time)', chatHours: 'Monday-Friday 6 AM-6 PM (Pacific Time)' };
const index = createKnowledgeIndex(defaults, 'en');
const ask = (question: string, extra: Partial<Parameters<typeof answerQuestion>[0]> = {}) => answerQuestion({ index, question, locale: 'en', values, withinHours: true, words, ...extra });

describe('the knowledge base', () => {
  it('parses as committed, with at least 15 answers each a chat line or two', () => {
    expect(parseKnowledgeBase(defaults).problems).toEqual([]);
    expect(defaults.entries.length).toBeGreaterThanOrEqual(15);
    for (const entry of defaults.entries) expect(entry.text.en.answer.length).toBeLessThanOrEqual(300);
  });

  it('refuses a repeated id, an unknown placeholder and an omit of a default that is not there', () => {
    const twice = { entries: [defaults.entries[1], { ...defaults.entries[1], text: { en: { ...defaults.entries[1]!.text.en, answer: 'Ask {{loanNumber}} please.' } } }] };
    expect(parseKnowledgeBase(twice).problems).toEqual([
      { pointer: '/entries/1/id', reason: 'entry "what-is-a-heloc" is listed twice' },
      { pointer: '/entries/1/text/en/answer', reason: '{{loanNumber}} is not one of companyName, supportPhone, phoneHours, chatHours' },
    ]);
    expect(parseBrandKnowledgeBase({ omit: ['no-such-entry'], entries: [] }, defaults).problems).toEqual([{ pointer: '/omit/0', reason: 'no default entry is "no-such-entry"' }]);
  });

  it("lays a brand's entries over the defaults: replaced by id, omitted, added", () => {
    const harbor = readJson('brands/harbor-cu/knowledge-base.json') as KnowledgeBase;
    expect(parseBrandKnowledgeBase(harbor, defaults).problems).toEqual([]);
    const fees: KnowledgeBase['entries'][number] = { id: 'fees', text: { en: { title: 'Our fees', questions: ['What fees do you charge?'], answer: 'No origination fee at our credit union.' } } };
    const merged = mergeKnowledgeBase(defaults, { omit: ['notary'], entries: [fees, ...harbor.entries] });
    expect(merged.entries.map((e) => e.id)).not.toContain('notary');
    expect(merged.entries.find((e) => e.id === 'fees')!.text.en.answer).toBe('No origination fee at our credit union.');
    const brandIndex = createKnowledgeIndex(merged, 'en');
    expect(brandIndex.answerFor('do I have to be a member of the credit union?')?.entry.id).toBe('membership');
    expect(index.answerFor('do I have to be a member of the credit union?')?.entry.id).not.toBe('membership');
  });
});

describe('answerQuestion', () => {
  const cases: Array<[string, string]> = [
    ['What is a HELOC?', 'what-is-a-heloc'],
    ['what documents do I need to upload', 'documents-needed'],
    ['how long does it take to get funded', 'how-long'],
    ['will this hurt my credit score?', 'credit-pull'],
    ['do i need an apprasial', 'valuation'],
    ['how do I draw money from my line', 'draw'],
    ["what's the interest rate", 'rates'],
    ['are there closing costs', 'fees'],
    ['can I cancel after signing', 'rescission'],
    ['how do I esign', 'e-signing'],
    ['do I need a notary', 'notary'],
    ['my husband is on the title, does he need to sign?', 'co-signers'],
    ['why do you need my ID', 'identity-verification'],
    ['what is your phone number', 'contact'],
    ['is my data safe', 'privacy'],
    ['where is my application', 'application-status'],
  ];
  for (const [question, entryId] of cases) {
    it(`answers "${question}" with ${entryId}`, () => {
      expect(ask(question).entryId).toBe(entryId);
    });
  }

  it("fills the brand's name, phone and hours into an answer", () => {
    expect(ask('How do I contact you?').text).toBe('Call Acme Lending at 888-819-6388: Monday-Friday 6 AM-6 PM (Pacific Time). Live chat: Monday-Friday 6 AM-6 PM (Pacific Time).');
  });

  it('does not know gibberish or another topic, and offers an agent only within hours', () => {
    for (const question of ['asdf qwer zxcv', 'banana smoothie recipe', 'quick question']) {
      expect(ask(question)).toEqual({ entryId: null, handover: true, text: "Sorry, I don't know the answer to that. One of our team can help: would you like to chat with an agent?" });
      expect(ask(question, { withinHours: false })).toEqual({
        entryId: null,
        handover: false,
        text: "Sorry, I don't know the answer to that. Try asking another way, or call us at 888-819-6388: Monday-Friday 6 AM-6 PM (Pacific Time).",
      });
    }
  });

  it("tells the caller's own stage and next step, and without an application says to sign in", () => {
    const application = { status: 'Your offers are ready', action: 'Choose your offer' };
    expect(ask("what's next?", { application }).text).toBe('Your application: Your offers are ready. Your next step: Choose your offer.');
    expect(ask('status', { application: { status: 'This application was cancelled' } }).text).toBe('Your application: This application was cancelled.');
    expect(ask('where is my application').text).toBe('Sign in and open your application, then ask me again: I can tell you where it stands and your next step.');
  });
});
