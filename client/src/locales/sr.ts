import type { Translation } from './types';

export const sr: Translation = {
  brand: {
    name: 'CTF Србија',
    country: 'Србија',
    homeLink: 'CTF Србија, почетна страница',
  },
  common: {
    loading: 'Учитавање…',
    opensInNewTab: '(отвара се у новој картици)',
    closeNotification: 'Затвори обавештење',
    partLoadFailed: 'Овај део није могао да се учита. Проверите везу.',
    tryAgain: 'Покушај поново',
  },
  language: {
    label: 'Језик',
    sr: 'Српски',
    en: 'English',
  },
  nav: {
    main: 'Главна навигација',
    home: 'Почетна',
    login: 'Пријава',
    register: 'Регистрација',
    dashboard: 'Моја контролна табла',
    results: 'Резултати',
    openMenu: 'Отвори мени',
    closeMenu: 'Затвори мени',
    menuTitle: 'Мени',
    codeRepository: 'Изворни код платформе',
    skipToContent: 'Пређи на садржај',
  },
  home: {
    title: 'Почетна',
    heading: 'Такмичења у сајбер безбедности Србије',
    subheading: 'Такмичења у освајању заставе (CTF), обуке и пут до националног тима, све на једном месту.',
    register: 'Регистрација',
    login: 'Пријава',
    dashboard: 'На моју контролну таблу',
    communityChat: 'Придружите се заједници',
  },
  results: {
    title: 'Резултати квалификација 2025',
    heading: 'Резултати квалификација 2025',
    empty: 'Резултати још нису објављени',
    emptyHint: 'Појавиће се овде чим их организатори објаве.',
  },
  routeError: {
    title: 'Нешто није у реду',
    text: 'Страница није могла да се учита. Проверите везу и покушајте поново.',
    reload: 'Учитај поново',
  },
  notFound: {
    title: 'Страница није пронађена',
    heading: '404',
    text: 'Страница није пронађена',
    hint: 'Адреса је можда погрешна или је страница премештена.',
    home: 'Назад на почетну',
  },
};
