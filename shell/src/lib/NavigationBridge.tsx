import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { setNavigator } from './navigation';

/** Hands the router's navigate function to code outside React. */
export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator(navigate);
    return () => setNavigator(null);
  }, [navigate]);
  return null;
}
