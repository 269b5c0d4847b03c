/**
 * The home banner: six images, advancing every 10 s. It pauses while hovered or focused,
 * when the visitor asks (pause button) or prefers reduced motion. Only the first image is in the
 * server HTML, so the others never delay the first paint.
 */
import { useEffect, useState } from 'react'
import { ContentImage, type ContentImageValue } from '../../components/ui/content-image'
import type { Copy } from '../i18n/en'

export const SLIDE_INTERVAL_MS = 10_000

export type Slide = ContentImageValue

export function HeroCarousel({ slides, copy, children }: { slides: Slide[]; copy: Copy; children?: React.ReactNode }) {
  const [index, setIndex] = useState(0)
  const [isHydrated, setHydrated] = useState(false)
  const [isPausedByUser, setPausedByUser] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [isFocused, setFocused] = useState(false)
  const [prefersReducedMotion, setReducedMotion] = useState(false)

  useEffect(() => {
    setHydrated(true)
    const query = window.matchMedia('(prefers-reduced-motion: reduce)')
    setReducedMotion(query.matches)
    const onChange = () => {
      setReducedMotion(query.matches)
    }
    query.addEventListener('change', onChange)
    return () => {
      query.removeEventListener('change', onChange)
    }
  }, [])

  const isRunning = isHydrated && !isPausedByUser && !isHovered && !isFocused && !prefersReducedMotion
  useEffect(() => {
    if (!isRunning) return
    const timer = setInterval(() => {
      setIndex((current) => (current + 1) % slides.length)
    }, SLIDE_INTERVAL_MS)
    return () => {
      clearInterval(timer)
    }
  }, [isRunning, slides.length])

  const go = (step: number) => {
    setIndex((current) => (current + step + slides.length) % slides.length)
  }
  const control = 'grid size-11 place-items-center rounded-full bg-navy/70 text-cream backdrop-blur hover:bg-navy focus-visible:bg-navy'

  return (
    <section
      aria-roledescription="carousel"
      aria-label={copy.home.carouselLabel}
      className="relative isolate overflow-hidden bg-navy"
      onMouseEnter={() => {
        setHovered(true)
      }}
      onMouseLeave={() => {
        setHovered(false)
      }}
      onFocus={() => {
        setFocused(true)
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
    >
      <div className="relative aspect-[4/5] max-h-[78vh] w-full sm:aspect-[16/9] lg:aspect-[5/2]" aria-live={isRunning ? 'off' : 'polite'}>
        {slides.map((slide, slideIndex) =>
          slideIndex === 0 || isHydrated ? (
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={copy.home.slideOf(slideIndex + 1, slides.length)}
              aria-hidden={slideIndex !== index}
              className={`absolute inset-0 transition-opacity duration-700 ${slideIndex === index ? 'opacity-100' : 'opacity-0'}`}
            >
              <ContentImage image={slide} sizes="100vw" priority={slideIndex === 0} className="h-full w-full object-cover" />
            </div>
          ) : null,
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-navy/90 via-navy/35 to-navy/10 sm:bg-gradient-to-r sm:from-navy/85 sm:via-navy/40 sm:to-transparent" />
        <div className="absolute inset-0 flex items-end sm:items-center">
          <div className="mx-auto w-full max-w-7xl px-4 pb-20 sm:px-6 sm:pb-0">{children}</div>
        </div>
      </div>
      <div className="absolute right-4 bottom-4 flex items-center gap-2 sm:right-6">
        <span className="sr-only" aria-live="polite">
          {copy.home.slideOf(index + 1, slides.length)}
        </span>
        <div className="mr-2 hidden gap-1.5 sm:flex" aria-hidden="true">
          {slides.map((slide, dot) => (
            <span key={slide.src} className={`h-1.5 rounded-full transition-all ${dot === index ? 'w-6 bg-gold' : 'w-1.5 bg-cream/60'}`} />
          ))}
        </div>
        <button
          type="button"
          className={control}
          aria-label={copy.home.previousSlide}
          onClick={() => {
            go(-1)
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m15 6-6 6 6 6" />
          </svg>
        </button>
        <button
          type="button"
          className={control}
          aria-label={isPausedByUser ? copy.home.play : copy.home.pause}
          aria-pressed={isPausedByUser}
          onClick={() => {
            setPausedByUser((paused) => !paused)
          }}
        >
          {isPausedByUser ? (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M7 5v14l12-7z" />
            </svg>
          ) : (
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
            </svg>
          )}
        </button>
        <button
          type="button"
          className={control}
          aria-label={copy.home.nextSlide}
          onClick={() => {
            go(1)
          }}
        >
          <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
            <path d="m9 6 6 6-6 6" />
          </svg>
        </button>
      </div>
    </section>
  )
}
