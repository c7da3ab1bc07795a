import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { Lightbox } from '@/components/lightbox/Lightbox'
import { NextRestAreas } from '@/components/services/NextRestAreas'
import { MapView } from '@/components/map/MapView'
import { SavedCopyNote } from '@/components/services/SavedCopyNote'
import { ServiceWorkerRegistration } from '@/components/services/ServiceWorkerRegistration'
import { StatusBadge } from '@/components/services/StatusBadge'
import albumStyles from '@/components/services/album.module.css'
import styles from '@/components/services/services.module.css'
import { isLocale } from '@/i18n/locales'
import { contentAlternates, routeAlternates } from '@/lib/alternates'
import { getRestArea, getRestAreas, getTollRoads } from '@/lib/content/services'
import { formatDateTime, formatNumber } from '@/lib/format'
import { pickImageSource } from '@/lib/image-source'
import { pageMetadata } from '@/lib/seo'
import { mapProps } from '@/lib/services/map-data'
import { SectionAdvisories } from '@/components/traffic/SectionAdvisories'
import { renderTime } from '@/lib/clock'
import { getTrafficAdvisoriesForPart } from '@/lib/content/traffic'
import { asOf } from '@/lib/services/traffic'

type Props = { params: Promise<{ locale: string; id: string }> }

/** Rendered on first request and cached; a status change expires it by tag (publish-to-live). */
export function generateStaticParams(): { id: string }[] {
  return []
}

async function load(params: Props['params']) {
  const { locale, id } = await params
  if (!isLocale(locale)) return null
  const area = await getRestArea(decodeURIComponent(id), locale)
  return area ? { locale, area } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await load(params)
  if (!found) return {}
  const { locale, area } = found
  return pageMetadata({
    locale,
    title: area.meta.metaTitle || `${area.name} ${area.road.name}`,
    alternates: contentAlternates('rest-area', { id: area.id, en: area.id }),
    meta: { ...area.meta, metaImage: area.meta.metaImage ?? area.album[0] ?? null },
  })
}

export default async function RestAreaPage({ params }: Props) {
  const found = await load(params)
  if (!found) notFound()
  const { locale, area } = found
  setRequestLocale(locale)
  const [t, roads, all, advisories] = await Promise.all([
    getTranslations('restArea'),
    getTollRoads(locale),
    getRestAreas(locale),
    // Its section and carriageway (cached under the advisories' tag, which their starts and ends expire).
    getTrafficAdvisoriesForPart(locale, { section: area.road.slug, direction: area.side }),
  ])
  const road = roads.find((r) => r.slug === area.road.slug)
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${area.position.lat},${area.position.lng}`
  const photos = area.album.map((m) => {
    const thumb = pickImageSource(m, 'thumb')
    const full = pickImageSource(m, 'hero')
    return { id: m.id, alt: m.alt, thumb, full }
  })
  const listPath = routeAlternates('/layanan/rest-area')[locale]

  return (
    <PageShell locale={locale} alternates={contentAlternates('rest-area', { id: area.id, en: area.id })}>
      <article className={`container ${styles.page}`} aria-labelledby="rest-area-title">
        <p>
          <a href={listPath}>← {t('backToList')}</a>
        </p>
        <h1 id="rest-area-title">{area.name}</h1>
        <p className={styles.meta}>
          {area.road.name} · {t('km', { km: formatNumber(area.km, locale) })} · {t('side', { side: area.side })} ·{' '}
          {t('towards', { city: area.towards })} · {t('typeName', { type: area.type })}
        </p>
        <SavedCopyNote text={t('savedCopy', { time: formatDateTime(new Date(), locale) })} />
        <StatusBadge status={area.status} locale={locale} />
        <div className={styles.twoColumns}>
          <div>
            <h2>{t('description')}</h2>
            <p>{area.description}</p>
            <h2>{t('facilitiesOffered')}</h2>
            <ul className={styles.facilities}>
              {area.facilities.map((f) => (
                <li key={f}>{t(`facilities.${f}`)}</li>
              ))}
            </ul>
            <h2>{t('capacities')}</h2>
            <dl className={styles.facts}>
              <dt>{t('capacityCars')}</dt>
              <dd>
                {area.capacity.cars === null ? '–' : t('vehicles', { count: formatNumber(area.capacity.cars, locale) })}
              </dd>
              <dt>{t('capacityBusesTrucks')}</dt>
              <dd>
                {area.capacity.busesTrucks === null
                  ? '–'
                  : t('vehicles', { count: formatNumber(area.capacity.busesTrucks, locale) })}
              </dd>
              <dt>{t('openingHours')}</dt>
              <dd>{area.openingHours || '–'}</dd>
            </dl>
            {photos.length > 0 && (
              <section aria-labelledby="album-heading">
                <h2 id="album-heading">{t('album')}</h2>
                <Lightbox
                  images={photos.map(({ alt, full }) => ({
                    alt,
                    caption: alt,
                    src: full.src,
                    width: full.width,
                    height: full.height,
                  }))}
                  labels={{
                    title: `${t('album')}: ${area.name}`,
                    position: t('photoOf', { n: '{n}', total: '{total}' }),
                    previous: t('previous'),
                    next: t('next'),
                    close: t('close'),
                  }}
                  openAll={t('seeAlbum')}
                >
                  <ul className={albumStyles.grid}>
                    {photos.map((photo, i) => (
                      <li key={photo.id}>
                        <a href={photo.full.src} data-lightbox-index={i}>
                          {/* eslint-disable-next-line @next/next/no-img-element -- CMS images, see CmsImage */}
                          <img
                            src={photo.thumb.src}
                            width={photo.thumb.width}
                            height={photo.thumb.height}
                            alt={photo.alt}
                            loading="lazy"
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                </Lightbox>
              </section>
            )}
          </div>
          <aside aria-labelledby="location-heading">
            <h2 id="location-heading">{t('location')}</h2>
            <p>{t('coordinates', { lat: area.position.lat.toFixed(5), lng: area.position.lng.toFixed(5) })}</p>
            <p>
              <a href={directions} target="_blank" rel="noopener noreferrer">
                {t('directions')}
              </a>
            </p>
            <MapView {...await mapProps(locale, [area], road ? [road] : [])} small />
          </aside>
        </div>
        <SectionAdvisories advisories={asOf(advisories, renderTime())} locale={locale} />
        <NextRestAreas here={area} all={all} roads={roads} locale={locale} />
      </article>
      <ServiceWorkerRegistration scope={listPath} />
    </PageShell>
  )
}
