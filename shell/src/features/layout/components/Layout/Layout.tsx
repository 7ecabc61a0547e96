import { Container } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { Footer } from '../Footer/Footer';
import { Header, type HeaderProps } from '../Header/Header';
import classes from './Layout.module.css';

export type LayoutProps = HeaderProps;

/** Header, the routed page, footer. */
export function Layout(props: LayoutProps) {
  return (
    <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header {...props} />
      <Container
        component="main"
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
