import { createContext, useContext } from 'react'
import { defaultLang, type Lang } from '../i18n/lang'
import { DEFAULT_RATES, type Rates } from './convert'

export type PriceSettings = { lang: Lang; rates: Rates }

/** The page language and currency rates every <Price> reads; set once by the site's frame. */
export const PriceContext = createContext<PriceSettings>({ lang: defaultLang, rates: DEFAULT_RATES })
export const usePriceSettings = () => useContext(PriceContext)
