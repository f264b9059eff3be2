import type { Language } from '@ctf/shared';
import type { MailMessage } from '../../integrations/mail/message';
import { render } from './templates';

/** To the new address: confirm it before it replaces the old one. */
export function emailChangeConfirmMail(lang: Language, to: string, username: string, url: string): MailMessage {
  return render(
    to,
    lang === 'sr'
      ? {
          subject: 'Потврдите нову имејл адресу',
          greeting: `Здраво, ${username}!`,
          lines: [
            'Затражено је да ова адреса постане адреса вашег налога на платформи за такмичења у сајбер безбедности.',
            'Потврдите је кликом на дугме испод. Линк важи 24 сата; до тада налог користи стару адресу.',
          ],
          action: 'Потврди нову адресу',
          url,
          footer: 'Ако нисте ви тражили промену, занемарите ову поруку: ништа се неће променити.',
        }
      : {
          subject: 'Confirm your new email address',
          greeting: `Hello, ${username}!`,
          lines: [
            'This address was asked to become the address of your account on the cybersecurity contest platform.',
            'Confirm it with the button below. The link is valid for 24 hours; until then the account keeps its old address.',
          ],
          action: 'Confirm the new address',
          url,
          footer: 'If you did not ask for this, ignore this message: nothing will change.',
        },
  );
}

/** To the old address: a change was asked for (requested) or made (changed). */
export function emailChangeNoticeMail(
  lang: Language,
  to: string,
  username: string,
  newEmail: string,
  stage: 'requested' | 'changed',
  url: string,
): MailMessage {
  const sr = {
    requested: `Затражено је да адреса вашег налога постане ${newEmail}. Промена важи тек када се потврди линком послатим на ту адресу.`,
    changed: `Адреса вашег налога је сада ${newEmail}. На ову адресу више нећемо слати поруке.`,
  };
  const en = {
    requested: `A change of your account's address to ${newEmail} was requested. It takes effect only once confirmed through the link sent there.`,
    changed: `Your account's address is now ${newEmail}. We will send no more messages to this address.`,
  };
  return render(
    to,
    lang === 'sr'
      ? {
          subject: stage === 'requested' ? 'Затражена је промена имејл адресе' : 'Имејл адреса је промењена',
          greeting: `Здраво, ${username}!`,
          lines: [sr[stage], 'Ако то нисте били ви, промените лозинку и прегледајте пријављене уређаје.'],
          action: 'Безбедност налога',
          url,
          footer: 'Ову поруку шаљемо ради ваше безбедности.',
        }
      : {
          subject: stage === 'requested' ? 'An email address change was requested' : 'Your email address was changed',
          greeting: `Hello, ${username}!`,
          lines: [en[stage], 'If this was not you, change your password and check the logged-in devices.'],
          action: 'Account security',
          url,
          footer: 'We send this message for your security.',
        },
  );
}
