import type { Language } from '@ctf/shared';
import type { MailMessage } from '../../integrations/mail/message';
import { accountMail, fixedAccountMail } from './templates';

/** To the new address: confirm it before it replaces the old one. */
export const emailChangeConfirmMail = fixedAccountMail({
  sr: {
    subject: 'Потврдите нову имејл адресу',
    lines: [
      'Затражено је да ова адреса постане адреса вашег налога на платформи за такмичења у сајбер безбедности.',
      'Потврдите је кликом на дугме испод. Линк важи 24 сата; до тада налог користи стару адресу.',
    ],
    action: 'Потврди нову адресу',
    footer: 'Ако нисте ви тражили промену, занемарите ову поруку: ништа се неће променити.',
  },
  en: {
    subject: 'Confirm your new email address',
    lines: [
      'This address was asked to become the address of your account on the cybersecurity contest platform.',
      'Confirm it with the button below. The link is valid for 24 hours; until then the account keeps its old address.',
    ],
    action: 'Confirm the new address',
    footer: 'If you did not ask for this, ignore this message: nothing will change.',
  },
});

/** To the old address: a change was asked for (requested) or made (changed). */
export function emailChangeNoticeMail(
  lang: Language,
  to: string,
  {
    username,
    newEmail,
    stage,
    url,
  }: {
    username: string;
    newEmail: string;
    stage: 'requested' | 'changed';
    /** The account's security page. */
    url: string;
  },
): MailMessage {
  const sr = {
    requested: `Затражено је да адреса вашег налога постане ${newEmail}. Промена важи тек када се потврди линком послатим на ту адресу.`,
    changed: `Адреса вашег налога је сада ${newEmail}. На ову адресу више нећемо слати поруке.`,
  };
  const en = {
    requested: `A change of your account's address to ${newEmail} was requested. It takes effect only once confirmed through the link sent there.`,
    changed: `Your account's address is now ${newEmail}. We will send no more messages to this address.`,
  };
  return accountMail(
    to,
    { lang, username, url },
    {
      sr: {
        subject: stage === 'requested' ? 'Затражена је промена имејл адресе' : 'Имејл адреса је промењена',
        lines: [sr[stage], 'Ако то нисте били ви, промените лозинку и прегледајте пријављене уређаје.'],
        action: 'Безбедност налога',
        footer: 'Ову поруку шаљемо ради ваше безбедности.',
      },
      en: {
        subject: stage === 'requested' ? 'An email address change was requested' : 'Your email address was changed',
        lines: [en[stage], 'If this was not you, change your password and check the logged-in devices.'],
        action: 'Account security',
        footer: 'We send this message for your security.',
      },
    },
  );
}

/**
 * To the account's address, at the fifth wrong code in a row at the second step of logging in:
 * whoever typed them knew the password.
 */
export const secondFactorGuessingMail = fixedAccountMail({
  sr: {
    subject: 'Неко покушава да погоди код за пријаву у два корака',
    lines: [
      'Пет пута заредом унет је погрешан код у другом кораку пријаве на ваш налог. Ко је уносио те кодове, тачно је унео вашу лозинку.',
      'Ако то нисте били ви, неко зна вашу лозинку: одмах је промените (тиме се одјављују сви други уређаји) и прегледајте пријављене уређаје. Пријава у два корака га је до сада зауставила; даљи покушаји се успоравају.',
      'Никоме не дајте кодове из апликације ни кодове за опоравак: ми их никада не тражимо.',
    ],
    action: 'Безбедност налога',
    footer: 'Ако сте то били ви, занемарите ову поруку. Шаљемо је ради ваше безбедности.',
  },
  en: {
    subject: 'Someone is trying to guess your two-step login code',
    lines: [
      'Five wrong codes in a row were entered at the second step of logging in to your account. Whoever entered them typed your password correctly.',
      'If this was not you, someone knows your password: change it now (this logs out every other device) and check the logged-in devices. Two-step login has stopped them so far; further attempts are slowed down.',
      'Never give anyone the codes from your app or your recovery codes: we never ask for them.',
    ],
    action: 'Account security',
    footer: 'If it was you, ignore this message. We send it for your security.',
  },
});
