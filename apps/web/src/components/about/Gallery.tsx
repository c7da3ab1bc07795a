import type { CsrPost } from '@jtt/content-api'
import { getTranslations } from 'next-intl/server'
import { CmsImage } from '@/components/CmsImage'
import { Lightbox } from '@/components/lightbox/Lightbox'
import { langOf } from '@/components/content/Untranslated'
import type { Locale } from '@/i18n/locales'
import styles from './gallery.module.css'

type Props = { gallery: CsrPost['gallery']; title: string; untranslated: string[]; locale: Locale }

/**
 * A post's photos as thumbnails linking to the full images (all a browser without JavaScript needs);
 * with JavaScript they open in an accessible lightbox.
 */
export async function Gallery({ gallery, title, untranslated, locale }: Props) {
  if (gallery.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'csr' })
  const full = gallery.map(({ image, caption }) => {
    const large = image.conversions.hero ?? image
    return {
      src: large.url,
      alt: image.alt,
      caption,
      width: large.width ?? undefined,
      height: large.height ?? undefined,
    }
  })
  return (
    <section aria-labelledby="gallery" className={styles.gallery}>
      <h2 id="gallery">{t('gallery')}</h2>
      <Lightbox
        images={full}
        labels={{
          title: `${t('gallery')}: ${title}`,
          close: t('closeImage'),
          previous: t('previousImage'),
          next: t('nextImage'),
          position: t.raw('imagePosition') as string,
        }}
      >
        <ul className={styles.grid}>
          {gallery.map((item, i) => (
            <li key={item.id}>
              <figure>
                <a href={full[i]!.src} data-lightbox-index={i}>
                  <CmsImage media={item.image} size="thumb" sizes="(max-width: 600px) 50vw, 16rem" />
                  <span className="visually-hidden">{t('enlarge')}</span>
                </a>
                {item.caption && (
                  <figcaption lang={langOf(untranslated, `gallery.${i}.caption`)}>{item.caption}</figcaption>
                )}
              </figure>
            </li>
          ))}
        </ul>
      </Lightbox>
    </section>
  )
}
