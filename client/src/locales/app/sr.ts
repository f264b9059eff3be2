import type { DeepStringRecord } from '../types';
import type { appEn } from './en';

export const appSr: DeepStringRecord<typeof appEn> = {
  app: {
    nav: {
      label: 'Апликација',
      dashboard: 'Контролна табла',
      competitions: 'Такмичења',
      account: 'Налог',
      organizer: 'Организатор',
      admin: 'Администрација',
      logout: 'Одјави се',
      loggingOut: 'Одјављивање…',
      openMenu: 'Отвори мени',
      closeMenu: 'Затвори мени',
      menuTitle: 'Мени',
    },
    signedInAs: 'Пријављени сте као',
    comingSoon: 'Ускоро',
    logoutFailed: 'Одјава није успела. Покушајте поново.',
    dashboard: {
      title: 'Контролна табла',
      welcome: 'Добродошли, {{username}}',
      intro: 'Ово је ваше место на платформи: такмичења, обуке и ваш налог.',
      playgroundTitle: 'Полигон за вежбање',
      playgroundText:
        'Простор за вежбање отворен 24/7, са задацима за тренинг. Пријављујете се истим корисничким именом и лозинком као овде.',
      playgroundButton: 'Отвори полигон',
      underConstructionTitle: 'Ускоро још',
      underConstructionText:
        'Пријаве за такмичења, профил такмичара и странице националног тима су у изради и појавиће се овде.',
    },
    competitions: {
      title: 'Такмичења',
      comingSoon: 'Овде ће бити списак такмичења у којима можете да учествујете.',
    },
    account: {
      title: 'Налог',
      comingSoon: 'Овде ће бити ваш профил, статус такмичара и повезани налози.',
    },
  },
  admin: {
    title: 'Администрација',
    text: 'Део за администрацију је у изради.',
    back: 'Назад у апликацију',
  },
  organizer: {
    title: 'Организатор',
    text: 'Део за организаторе је у изради.',
    back: 'Назад у апликацију',
  },
};
