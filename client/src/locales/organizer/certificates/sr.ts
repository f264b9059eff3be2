/** Issuing, listing and revoking certificates: the organizer's competition tab and the team roster page. */
import type { DeepStringRecord } from '../../types';
import type { certificatesStaffEn } from './en';

export const certificatesStaffSr: DeepStringRecord<typeof certificatesStaffEn> = {
  certificatesStaff: {
    issue: {
      title: 'Издавање сертификата',
      description:
        'Један сертификат по особи, врсти и сезони, на српском и енглеском. Поновно издавање додаје само оне који га још немају.',
      kind: 'Врста',
      hints: {
        participation: 'Сви који имају поене у објављеним резултатима овог такмичења.',
        finalist: 'Сви који су прихватили позив за ово финале.',
      },
      notPublished: 'Прво објавите резултате: сертификат о учешћу добијају сви који у њима имају поене.',
      submit: 'Издај сертификате',
      submitting: 'Стављамо у ред…',
      queued: 'Стављено у ред за издавање: {{count}}',
      nothingToIssue: 'Нико не чека сертификат ове врсте.',
      failed: 'Сертификати нису могли да се издају.',
    },
    progress: {
      running: 'Издато {{done}} од {{total}}…',
      finished: 'Завршено {{date}}: издато {{done}} од {{total}}.',
      failed: 'Није могло да се изда: {{count}}. Издајте поново да их покушате опет.',
    },
    team: {
      title: 'Сертификати за тим',
      description: 'Сертификат „члан националног тима” за сваког члана потврђеног састава.',
      submit: 'Издај сертификате тиму',
      needsOrganizer: 'Сертификате издају организатори: ваш налог нема улогу организатора.',
    },
    list: {
      title: 'Издати сертификати',
      label: 'Издати сертификати',
      search: 'Претрага сертификата',
      searchPlaceholder: 'Име, корисничко име или код',
      total: 'Сертификата: {{count}}',
      empty: 'Још нема издатих сертификата',
      emptySearch: 'Ниједан сертификат не одговара претрази',
      columns: {
        holder: 'Издат за',
        kind: 'Врста',
        code: 'Код',
        issuedAt: 'Издат',
        status: 'Стање',
        actions: 'Радње',
      },
      valid: 'Важећи',
      revoked: 'Опозван {{date}}',
      checkPage: 'Страница провере',
      checkPageOf: 'Страница провере сертификата за {{name}}',
      revoke: 'Опозови',
      revokeNamed: 'Опозови сертификат за {{name}}',
    },
    revoke: {
      title: 'Опозвати сертификат?',
      text: 'Страница провере сертификата {{code}} ({{name}}) ће рећи да је опозван. Ово не може да се поништи.',
      reason: 'Разлог',
      reasonHint: 'Чува се у дневнику измена са вашим корисничким именом.',
      confirm: 'Опозови',
      confirming: 'Опозивамо…',
      cancel: 'Откажи',
      close: 'Затвори',
      done: 'Сертификат је опозван',
      failed: 'Сертификат није могао да се опозове.',
    },
    validation: {
      invalid: 'Проверите ово поље.',
      reasonRequired: 'Напишите зашто се сертификат опозива.',
      reasonMaxLength: 'Разлог може имати највише 500 знакова.',
    },
  },
};
