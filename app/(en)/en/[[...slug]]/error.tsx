'use client';

// The error boundary of this language's pages (the words come from the layout's ErrorWords).
export {default} from '@/components/shell/ErrorBoundary';
