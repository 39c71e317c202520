// The chatbot (issue 25 item 5) behind the chat service's port: the brand's knowledge base searched
// (src/core/chatbot), its answer filled with the brand's name, phone and hours, and for "where is my
// application" the caller's own application's stage and next step (the dashboard's words) — only
// an application the caller owns or signs on this brand, and never more of it than that. Not
// knowing, the bot offers an agent only while OPS_CHAT is open on the brand's hours clock.
import { randomUUID } from 'node:crypto';
import { answerQuestion, type StageWords } from '../../../core/chatbot/answer';
import type { AnswerValues, KnowledgeBase } from '../../../core/chatbot/knowledge-base';
import { createKnowledgeIndex, type KnowledgeIndex } from '../../../core/chatbot/search';
import { copyText } from '../../../core/copy/resolve';
import { hoursSentence } from '../../../core/hours/business-hours';
import { dashboardStage } from '../../../core/status/dashboard';
import type { DashboardStages } from '../../../generated/types/dashboard-stages';
import type { HoursService } from '../../hours/service';
import type { Orgs, Org } from '../../orgs';
import { productTable } from '../../products';
import type { Queryable } from '../../store/db';
import { listApplicationsOf, loadApplicationRecord, loadOwnApplication, type ApplicationRecord } from '../../store/applications';
import { signerParticipant } from '../../store/participants';
import type { Chatbot, ChatbotQuestion } from '../chat/chatbot-port';

/** The chat's language until a conversation carries one (Spanish comes in a later issue). */
const LOCALE = 'en';

export interface ChatbotDeps {
  db: Queryable;
  orgs: Pick<Orgs, 'require'>;
  copy: Record<string, unknown>;
  hours: Pick<HoursService, 'weeks' | 'isOpen'>;
  knowledge: ReadonlyMap<string, KnowledgeBase>;
  /** The stage table of a product (flows/<product>/dashboard-stages.json); tests may hand their own. */
  stagesOf?: (product: string) => DashboardStages;
  newId?: () => string;
}

export function createChatbot(deps: ChatbotDeps): Chatbot {
  const stagesOf = deps.stagesOf ?? ((product: string) => productTable<DashboardStages>(product, 'dashboardStages'));
  const newId = deps.newId ?? randomUUID;
  // One index per brand, built on its first question (the knowledge base does not change while running).
  const indexes = new Map<string, KnowledgeIndex>();
  const indexOf = (orgCode: string) => {
    let index = indexes.get(orgCode);
    if (!index) {
      const kb = deps.knowledge.get(orgCode);
      if (!kb) throw new Error(`no knowledge base for ${orgCode}`);
      index = createKnowledgeIndex(kb, LOCALE);
      indexes.set(orgCode, index);
    }
    return index;
  };
  // The brand's words: its copyOverrides over copy/en.
  const wordsOf = (org: Org) => (key: string, values: Record<string, string> = {}) => {
    const own = org.view.copyOverrides[key];
    return own === undefined ? copyText(deps.copy, key, values) : own.replace(/\{\{\s*(\w+)\s*\}\}/g, (m, name: string) => values[name] ?? m);
  };

  /** The caller's own application on this brand: the one named if they own or sign it, else their newest. */
  async function ownApplication(q: ChatbotQuestion): Promise<ApplicationRecord | undefined> {
    if (!q.identityUuid) return undefined;
    const owner = { identityUuid: q.identityUuid, organizationCode: q.orgCode };
    if (q.applicationUuid) {
      const owned = await loadOwnApplication(deps.db, q.applicationUuid, owner);
      if (owned) return owned;
      const signer = await signerParticipant(deps.db, q.applicationUuid, q.identityUuid);
      const record = signer ? await loadApplicationRecord(deps.db, q.applicationUuid) : undefined;
      // Another person's application (or another brand's) is as good as none: never told.
      return record?.organizationCode === q.orgCode ? record : undefined;
    }
    return (await listApplicationsOf(deps.db, owner))[0];
  }

  return {
    async answer(q) {
      const org = deps.orgs.require(q.orgCode);
      const words = wordsOf(org);
      const [weeks, withinHours, record] = await Promise.all([deps.hours.weeks(org), deps.hours.isOpen(org, 'OPS_CHAT'), ownApplication(q)]);
      const values: AnswerValues = {
        companyName: org.view.companyName,
        supportPhone: org.view.supportPhone,
        phoneHours: hoursSentence(weeks.OPS_PHONE, LOCALE, words),
        chatHours: hoursSentence(weeks.OPS_CHAT, LOCALE, words),
      };
      let application: StageWords | undefined;
      if (record) {
        const stage = dashboardStage(stagesOf(record.product), record.status);
        application = { status: words(stage.status), ...(stage.action ? { action: words(stage.action) } : {}) };
      }
      const answer = answerQuestion({ index: indexOf(q.orgCode), question: q.question, locale: LOCALE, values, withinHours, ...(application ? { application } : {}), words });
      return { questionId: newId(), text: answer.text, handover: answer.handover };
    },
  };
}
