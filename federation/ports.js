// Dev server ports: the API keeps 3000 (npm start serves everything from there); each
// front-end package has its own dev server so its team can run it alone.
const PORTS = {
  shell: 3100,
  mf_public: 3101,
  mf_donation: 3102,
  mf_manager: 3103,
  mf_admin: 3104,
  mf_donor: 3105,
};

const API_TARGET = process.env.API_TARGET || 'http://127.0.0.1:3000';

module.exports = { PORTS, API_TARGET };
