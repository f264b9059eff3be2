/** The public certificate check (/certificates/<code>) and the names of the kinds, loaded with their pages. */
import type { DeepStringRecord } from '../types';
import type { certificateCheckEn } from './en';

export const certificateCheckSr: DeepStringRecord<typeof certificateCheckEn> = {
  certificateCheck: {
    title: 'Провера сертификата',
    intro:
      'Сваки сертификат платформе носи код и QR код који води овде. Унесите код да проверите да ли је сертификат прави.',
    form: {
      label: 'Код сертификата',
      hint: 'На пример {{example}}; велика и мала слова, размаци и цртице нису битни.',
      submit: 'Провери',
      invalid: 'Код има 16 слова и цифара, на пример {{example}}.',
    },
    loading: 'Проверавамо сертификат…',
    loadFailed: 'Сертификат није могао да се провери. Проверите интернет везу и покушајте поново.',
    retry: 'Покушај поново',
    valid: {
      badge: 'Важећи',
      title: 'Овај сертификат је важећи',
      text: 'Издао га је {{issuer}} и није опозван.',
    },
    revoked: {
      badge: 'Опозван',
      title: 'Овај сертификат је опозван',
      text: 'Опозван је {{date}} и више не потврђује оно што пише на њему.',
    },
    unknown: {
      title: 'Нема сертификата са овим кодом',
      text: 'Упоредите код са оним на сертификату и унесите га поново.',
    },
    fields: {
      holder: 'Издат за',
      kind: 'Сертификат',
      competition: 'Такмичење',
      event: 'Догађај',
      season: 'Сезона',
      issuedAt: 'Датум издавања',
      issuer: 'Издао',
      code: 'Код',
      revokedAt: 'Датум опозива',
    },
    kinds: {
      participation: 'Учешће у квалификацијама',
      finalist: 'Финалиста',
      team: 'Члан националног тима',
    },
  },
};
