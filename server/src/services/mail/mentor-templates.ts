import type { Language } from '@ctf/shared/i18n/languages';
import type { FunnelStage } from '@ctf/shared/schemas/statistics';
import type { MailMessage } from '../../integrations/mail/message';
import { render } from './templates';

// Schools and mentors (issue 33): the school's confirmation of a teacher, and the mentor's digest.

/** The school's contact confirms that a teacher of theirs may see the students who agreed to it. */
export function mentorConfirmMail(
  lang: Language,
  to: string,
  request: { teacher: string; teacherEmail: string; institution: string; url: string },
): MailMessage {
  const who = `${request.teacher} (${request.teacherEmail})`;
  const words = {
    sr: {
      subject: `Потврда ментора: ${request.institution}`,
      greeting: 'Поштовани,',
      lines: [
        `Корисник ${who} тражи да буде ментор установе „${request.institution}” на платформи за такмичења у сајбер безбедности.`,
        'Ментор види само ученике ваше установе који су на то пристали: име, категорију, достигнуту фазу, резултате и напредак на вежбалишту, никада адресе ни датуме рођења.',
        'Ако је то ваш наставник, потврдите кликом на дугме испод. Линк важи 24 сата.',
      ],
      action: 'Потврди ментора',
      footer: 'Ако не знате ко је то, занемарите ову поруку: без потврде захтев остаје непотврђен.',
    },
    en: {
      subject: `Confirm a mentor: ${request.institution}`,
      greeting: 'Hello,',
      lines: [
        `The user ${who} asks to be a mentor of “${request.institution}” on the cybersecurity contest platform.`,
        'A mentor sees only your students who agreed to it: name, category, stage reached, results and playground progress, never addresses or dates of birth.',
        'If this is one of your teachers, confirm with the button below. The link is valid for 24 hours.',
      ],
      action: 'Confirm the mentor',
      footer: 'If you do not know this person, ignore this message: without a confirmation nothing changes.',
    },
  } as const;
  return render(to, { ...words[lang], lines: [...words[lang].lines], url: request.url });
}

const STAGE_LABELS: Record<Language, Record<FunnelStage, string>> = {
  sr: {
    registered: 'регистрован',
    verified: 'потврђен налог',
    applied: 'пријављен',
    accepted: 'прихваћен',
    competed: 'такмичио се',
    finalist: 'финалиста',
    team: 'у тиму',
  },
  en: {
    registered: 'registered',
    verified: 'verified',
    applied: 'applied',
    accepted: 'accepted',
    competed: 'competed',
    finalist: 'finalist',
    team: 'in the team',
  },
};

/** A stage of the programme a digest follows, and the competition's or event's name. */
export interface DigestEvent {
  kind: 'results' | 'gate' | 'roster';
  name: string;
}

const EVENT_LABELS: Record<Language, Record<DigestEvent['kind'], (name: string) => string>> = {
  sr: {
    results: (name) => `објављени резултати такмичења „${name}”`,
    gate: (name) => `потврђени позиви за „${name}”`,
    roster: (name) => `потврђен састав тима за „${name}”`,
  },
  en: {
    results: (name) => `results of “${name}” published`,
    gate: (name) => `invitations to “${name}” confirmed`,
    roster: (name) => `team roster for “${name}” confirmed`,
  },
};

export interface DigestStudent {
  name: string;
  stage: FunnelStage;
  /** The student's published results this season: the competition and the place. */
  results: { competition: string; place: number | null }[];
}

/** A mentor's digest after a stage of the programme: their consenting students' progress, one line each. */
export function mentorDigestMail(
  lang: Language,
  to: string,
  digest: { username: string; event: DigestEvent; students: DigestStudent[]; more: number; url: string },
): MailMessage {
  const sr = lang === 'sr';
  const event = EVENT_LABELS[lang][digest.event.kind](digest.event.name);
  const lines = digest.students.map((student) => {
    const results = student.results
      .map(
        (result) =>
          `${result.competition}${result.place === null ? '' : sr ? `: ${result.place}. место` : `: place ${result.place}`}`,
      )
      .join('; ');
    return `• ${student.name}, ${STAGE_LABELS[lang][student.stage]}${results ? ` (${results})` : ''}`;
  });
  if (digest.more > 0)
    lines.push(sr ? `… и још ${digest.more} на страници ментора.` : `… and ${digest.more} more on the mentor page.`);
  return render(to, {
    subject: sr ? `Напредак ваших ученика: ${event}` : `Your students' progress: ${event}`,
    greeting: sr ? `Здраво, ${digest.username}!` : `Hello, ${digest.username}!`,
    lines: [
      sr
        ? `Нова фаза програма: ${event}. Ово је напредак ученика ваших школа који су пристали да га видите.`
        : `A new stage of the programme: ${event}. This is the progress of your schools' students who agreed to share it with you.`,
      ...lines,
    ],
    action: sr ? 'Отвори страницу ментора' : 'Open the mentor page',
    url: digest.url,
    footer: sr
      ? 'Не желите ове поруке? Искључите их на страници ментора (Обавештења после сваке фазе).'
      : 'Do not want these messages? Turn them off on the mentor page (Digest after each stage).',
  });
}
