import type { ParseKeys } from 'i18next';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AppPage } from '../../features/app-shell/AppPage';

/** A page of the signed-in area that is one feature under its title (the feature's texts loaded by the caller). */
export function featurePage(titleKey: ParseKeys, Feature: ComponentType): ComponentType {
  return function FeaturePage() {
    const { t } = useTranslation();
    return (
      <AppPage title={t(titleKey)}>
        <Feature />
      </AppPage>
    );
  };
}
