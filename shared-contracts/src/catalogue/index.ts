export * from './card-view';
export * from './carousel';
export * from './catalogue-query';
export * from './campaign-page-view';
