import styles from './error-view.module.css'

type Props = {
  code: 404 | 429 | 500 | 501
  title: string
  text: string
  homeLabel: string
  imageAlt: string
  /** 'Return to Home': `/` (spec §2), or the home of the page's language (see `homeHrefOf`). */
  homeHref: string
  children?: React.ReactNode
}

/** The error screen of spec §2: image, title, text and a 'Return to Home' link. */
export function ErrorView({ code, title, text, homeLabel, imageAlt, homeHref, children }: Props) {
  return (
    <section className={`container ${styles.error}`} data-error-code={code} aria-labelledby="error-title">
      {/* eslint-disable-next-line @next/next/no-img-element -- the error page must render without the image optimiser.
          Lazy: every page carries the not-found view in its payload, and an eager <img> there is preloaded everywhere. */}
      <img
        src={`/img/error-${code === 429 ? 500 : code}.png`}
        width={640}
        height={400}
        alt={imageAlt}
        className={styles.image}
        loading="lazy"
      />
      <h1 id="error-title">{title}</h1>
      <p>{text}</p>
      <div className={styles.actions}>
        {children}
        {/* A plain link on purpose: it must work even when the app's JavaScript failed. */}
        {}
        <a href={homeHref} className="button">
          {homeLabel}
        </a>
      </div>
    </section>
  )
}
