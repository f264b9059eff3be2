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
      statistics: 'Статистика',
      mentor: 'Ментор',
      logout: 'Одјави се',
      loggingOut: 'Одјављивање…',
      openMenu: 'Отвори мени',
      closeMenu: 'Затвори мени',
      menuTitle: 'Мени',
    },
    signedInAs: 'Пријављени сте као',
    logoutFailed: 'Одјава није успела. Покушајте поново.',
    dashboard: {
      title: 'Контролна табла',
      welcome: 'Добродошли, {{username}}',
      intro: 'Ово је ваше место на платформи: такмичења, обуке и ваш налог.',
      playgroundTitle: 'Полигон за вежбање',
      playgroundText:
        'Простор за вежбање отворен 24/7, са задацима за тренинг. Пријављујете се истим корисничким именом и лозинком као овде.',
      playgroundButton: 'Отвори полигон',
      playgroundProgress: {
        solved: {
          one: '{{count}} решен задатак',
          few: '{{count}} решена задатка',
          other: '{{count}} решених задатака',
        },
        byCategory: '{{solved}}: {{categories}}',
        category: '{{category}} {{count}}',
        noCategory: 'без категорије',
        more: '…',
        none: 'На полигону још нема решених задатака.',
        readAt: 'Стање од {{time}}',
        refresh: 'Освежи',
        refreshing: 'Освежавање…',
        refreshFailed: 'Освежавање није успело',
      },
      underConstructionTitle: 'Ускоро још',
      underConstructionText: 'Странице националног тима и још материјала за обуку су у изради и појавиће се овде.',
    },
  },
};
