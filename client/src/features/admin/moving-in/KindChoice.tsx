import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { chakra } from '@chakra-ui/react/styled-system';
import { Text } from '@chakra-ui/react/text';
import { IMPORT_COLUMNS, IMPORT_KINDS } from '@ctf/shared/schemas/moving-in';
import { Fragment, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioTile } from '../components/RadioTile';

/**
 * What a file holds, as native radios in tiles: each kind with a line on what it is and the
 * columns it reads (the radio is named by the kind alone and described by the rest).
 */
export function KindChoice({ registration, isDisabled }: { registration: UseFormRegisterReturn; isDisabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <chakra.fieldset minW="0" disabled={isDisabled} data-testid="import-kind">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        {t('admin.movingIn.form.kind')}
      </chakra.legend>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
        {IMPORT_KINDS.map((kind) => (
          <RadioTile
            key={kind}
            isTopAligned
            value={kind}
            {...registration}
            aria-label={t(`admin.movingIn.kinds.${kind}.label`)}
            aria-describedby={`${id}-${kind}`}
          >
            <Text fontWeight="medium">{t(`admin.movingIn.kinds.${kind}.label`)}</Text>
            <Box id={`${id}-${kind}`} fontSize="sm" color="fg.muted">
              <Text>{t(`admin.movingIn.kinds.${kind}.hint`)}</Text>
              <Text mt="1">
                {t('admin.movingIn.form.columns')}{' '}
                <Box as="code" fontFamily="mono" fontSize="xs" overflowWrap="anywhere">
                  {/* A long list breaks after a comma, not inside a column's name. */}
                  {IMPORT_COLUMNS[kind].map((name, index) => (
                    <Fragment key={name}>
                      {index > 0 && (
                        <>
                          ,<wbr />
                        </>
                      )}
                      {name}
                    </Fragment>
                  ))}
                </Box>
              </Text>
            </Box>
          </RadioTile>
        ))}
      </SimpleGrid>
    </chakra.fieldset>
  );
}
