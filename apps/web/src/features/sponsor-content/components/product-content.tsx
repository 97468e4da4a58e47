import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ProductContentForm } from '@portal/domain/sponsor-campaign-form';
import { ruleMessage } from '@portal/domain/sponsor-messages';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckSkus } from '../hooks/use-check-skus';
import { useContentSettings } from '../hooks/use-content-settings';
import { useFieldError, useMessageText } from '../lib/messages';
import type { ProductContentProps } from '../types';
import { NotFoundSkus } from './not-found-skus';
import { ProductBackgrounds } from './product-backgrounds';
import { ProductFilter } from './product-filter';
import { SkuInput } from './sku-input';
import { SkuList } from './sku-list';

type Mode = 'skus' | 'filter';

function initialMode(product: ProductContentForm): Mode {
  const hasFilter =
    product.categoryIds.length > 0 ||
    product.sellerIds.length > 0 ||
    product.minPrice !== '' ||
    product.maxPrice !== '';
  return hasFilter && product.skus.length === 0 ? 'filter' : 'skus';
}

/** The product ad's content: SKUs (typed or CSV) or, under the dynamic-filter flag, a product filter. */
export function ProductContent({ form, onChange, brandId, catalog, errors, readOnly }: ProductContentProps) {
  const { t } = useTranslation('sponsorContent');
  const text = useMessageText();
  const fieldError = useFieldError(errors);
  const settings = useContentSettings();
  const [mode, setMode] = useState<Mode>(() => initialMode(form.product));
  const patchProduct = (patch: Partial<ProductContentForm>) =>
    onChange({ product: { ...form.product, ...patch } });
  const { notFound, outside } = useLoadedSkusCheck({
    form,
    onChange,
    brandId,
    catalogId: catalog?.id ?? null,
    readOnly,
  });

  if (!catalog) {
    return (
      <Alert color="orange" role="alert">
        {text(ruleMessage('targetCountryIsNotSelected'))}
      </Alert>
    );
  }
  const effectiveMode: Mode = settings.showDynamicFilter ? mode : 'skus';
  const generalErrors = (errors.product ?? []).concat(errors['product.filter'] ?? []);

  return (
    <Stack gap="md">
      {generalErrors.length > 0 || notFound.length > 0 || outside.length > 0 ? (
        <Alert color="red" role="alert">
          {generalErrors.map((message) => (
            <Text key={message} size="sm">
              {text(message)}
            </Text>
          ))}
          <NotFoundSkus skus={notFound} />
          <NotFoundSkus skus={outside} reason="sellerNotInCompany" />
        </Alert>
      ) : null}
      {settings.showDynamicFilter ? (
        <SegmentedControl
          value={effectiveMode}
          onChange={(value) => setMode(value as Mode)}
          data={[
            { value: 'skus', label: t('product.modeSkus') },
            { value: 'filter', label: t('product.modeFilter') },
          ]}
          disabled={readOnly}
        />
      ) : null}
      {effectiveMode === 'skus' && !readOnly ? (
        <SkuInput
          skus={form.product.skus}
          onChange={(skus) => patchProduct({ skus })}
          catalogId={catalog.id}
          brandId={brandId}
          validateSellers={settings.validateSellers}
          canAddSellers={settings.canAddSellers}
          error={fieldError('product.skus')}
        />
      ) : null}
      {effectiveMode === 'filter' ? (
        <ProductFilter
          product={form.product}
          onChange={patchProduct}
          catalogId={catalog.id}
          brandId={brandId}
          currencySymbol={catalog.currencySymbol}
          currencyCode={catalog.currencyCode ?? null}
          isApproved={settings.isApproved}
          readOnly={readOnly}
          fieldError={fieldError}
        />
      ) : null}
      {effectiveMode === 'filter' && fieldError('product.skus') ? (
        <Text size="sm" c="red">
          {fieldError('product.skus')}
        </Text>
      ) : null}
      <SkuList
        skus={form.product.skus}
        catalogId={catalog.id}
        currencyCode={catalog.currencyCode ?? null}
        onRemove={
          readOnly ? undefined : (sku) => patchProduct({ skus: form.product.skus.filter((s) => s !== sku) })
        }
      />
      {settings.enableCustomImage && form.product.skus.length > 0 ? (
        <ProductBackgrounds
          skus={form.product.skus}
          images={form.product.images}
          catalogId={catalog.id}
          onChange={(images) => patchProduct({ images })}
          readOnly={readOnly}
        />
      ) : null}
    </Stack>
  );
}

/**
 * SKUs typed or uploaded join the form only when the catalog knows them (SkuInput). SKUs that come
 * with a saved campaign or a draft are checked once when the content opens (and on a catalog
 * change): those reported 'sku not found', and, with validate_uploaded_product_seller on (the server
 * reports them only then), those sold by another company's seller (decision 0267), are taken out of the
 * form, so they can never be saved and an ad left without SKUs cannot pass Next; the message says which
 * were removed and why.
 */
function useLoadedSkusCheck({
  form,
  onChange,
  brandId,
  catalogId,
  readOnly,
}: Pick<ProductContentProps, 'form' | 'onChange' | 'brandId' | 'readOnly'> & { catalogId: string | null }) {
  const checkSkus = useCheckSkus();
  const [removed, setRemoved] = useState<{ notFound: string[]; outside: string[] }>({
    notFound: [],
    outside: [],
  });
  const checked = useRef<string | null>(null);
  const latest = useRef({ form, onChange, brandId, checkSkus });
  latest.current = { form, onChange, brandId, checkSkus };

  useEffect(() => {
    if (readOnly || !catalogId || checked.current === catalogId) return;
    checked.current = catalogId;
    const skus = latest.current.form.product.skus;
    if (skus.length === 0) return;
    let active = true;
    void latest.current.checkSkus(skus, { catalogId, brandId: latest.current.brandId }).then((check) => {
      if (!active || !check || check.notFound.length + check.outsideSkus.length === 0) return;
      const dropped = new Set([...check.notFound, ...check.outsideSkus]);
      const current = latest.current.form.product;
      latest.current.onChange({
        product: { ...current, skus: current.skus.filter((sku) => !dropped.has(sku)) },
      });
      setRemoved({ notFound: check.notFound, outside: check.outsideSkus });
    });
    return () => {
      active = false;
      checked.current = null;
    };
  }, [catalogId, readOnly]);

  return removed;
}
