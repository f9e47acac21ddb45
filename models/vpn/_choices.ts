import { choices, intChoices } from '../../codegen/dsl.js'

// NetBox's vpn/choices.py, in its order.
export const TunnelStatus = choices({ planned: 'Planned', active: 'Active', disabled: 'Disabled' })

export const TunnelEncapsulation = choices({
  'ipsec-transport': 'IPsec - Transport',
  'ipsec-tunnel': 'IPsec - Tunnel',
  'ip-ip': 'IP-in-IP',
  gre: 'GRE',
  wireguard: 'WireGuard',
  openvpn: 'OpenVPN',
  l2tp: 'L2TP',
  pptp: 'PPTP',
})

export const TunnelTerminationRole = choices({ peer: 'Peer', hub: 'Hub', spoke: 'Spoke' })

export const IKEVersion = intChoices([
  [1, 'IKEv1'],
  [2, 'IKEv2'],
])

export const IKEMode = choices({ aggressive: 'Aggressive', main: 'Main' })

export const AuthenticationMethod = choices({
  'preshared-keys': 'Pre-shared keys',
  certificates: 'Certificates',
  'rsa-signatures': 'RSA signatures',
  'dsa-signatures': 'DSA signatures',
})

export const IPSecMode = choices({ esp: 'ESP', ah: 'AH' })

export const EncryptionAlgorithm = choices({
  'aes-128-cbc': '128-bit AES (CBC)',
  'aes-128-gcm': '128-bit AES (GCM)',
  'aes-192-cbc': '192-bit AES (CBC)',
  'aes-192-gcm': '192-bit AES (GCM)',
  'aes-256-cbc': '256-bit AES (CBC)',
  'aes-256-gcm': '256-bit AES (GCM)',
  '3des-cbc': '3DES',
  'des-cbc': 'DES',
})

export const AuthenticationAlgorithm = choices({
  'hmac-sha1': 'SHA-1 HMAC',
  'hmac-sha256': 'SHA-256 HMAC',
  'hmac-sha384': 'SHA-384 HMAC',
  'hmac-sha512': 'SHA-512 HMAC',
  'hmac-md5': 'MD5 HMAC',
})

export const DHGroup = intChoices(
  [1, 2, 5, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34].map((n): [number, string] => [n, `Group ${n}`]),
)

/** NetBox's L2VPNTypeChoices, flattened in its grouped order. */
export const L2VPNType = choices({
  vpws: 'VPWS',
  vpls: 'VPLS',
  vxlan: 'VXLAN',
  'vxlan-evpn': 'VXLAN-EVPN',
  'mpls-evpn': 'MPLS EVPN',
  'pbb-evpn': 'PBB EVPN',
  'evpn-vpws': 'EVPN VPWS',
  epl: 'EPL',
  evpl: 'EVPL',
  'ep-lan': 'Ethernet Private LAN',
  'evp-lan': 'Ethernet Virtual Private LAN',
  'ep-tree': 'Ethernet Private Tree',
  'evp-tree': 'Ethernet Virtual Private Tree',
  spb: 'SPB',
})

/** Point-to-point L2VPN types: at most two terminations (NetBox's L2VPNTypeChoices.P2P). */
export const L2VPN_P2P = ['vpws', 'epl', 'ep-lan', 'ep-tree']

export const L2VPNStatus = choices({ active: 'Active', planned: 'Planned', decommissioning: 'Decommissioning' })
