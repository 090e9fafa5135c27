import type {ReactNode} from 'react';
import LocaleDocument from '@/components/shell/LocaleDocument';

export {viewport} from '@/components/shell/LocaleDocument';

export default function Layout({children}: {children: ReactNode}) {
  return <LocaleDocument locale="en">{children}</LocaleDocument>;
}
