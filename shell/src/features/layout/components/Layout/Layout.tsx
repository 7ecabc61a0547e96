import { Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { SHELL_TEXTS } from '../../../../config/texts';
import { Footer } from '../Footer/Footer';
import { Header, type HeaderProps } from '../Header/Header';
import classes from './Layout.module.css';

export type LayoutProps = HeaderProps;

const MAIN_ID = 'contenu';

/** Header, the routed page, footer; first, for keyboard users, a link past the header. */
export function Layout(props: LayoutProps) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <a
        href={`#${MAIN_ID}`}
        className={classes.skipLink}
        onClick={(event) => {
          // Focus moves without touching the URL (the router owns it).
          event.preventDefault();
          document.getElementById(MAIN_ID)?.focus();
        }}
      >
        {SHELL_TEXTS.skipToContent}
      </a>
      <Header {...props} />
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        size="lg"
        py="lg"
        className={classes.main}
        style={{ flex: 1, width: '100%' }}
      >
        <Outlet />
      </Container>
      <Footer />
    </div>
  );
}
