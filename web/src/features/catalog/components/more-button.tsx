// The 'more' button is the shared one now (components/more-button.tsx). This re-export only keeps
// pages/product-list-page.tsx, being edited elsewhere, building until it imports from
// components/index.ts; then delete this file.
export { MoreButton } from '../../../components/index.ts';
