import {localePage} from '@/lib/routes/page-route';

// This language's URLs only (lib/routes/page-route.tsx); nothing renders at request time.
const route = localePage('en');
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
