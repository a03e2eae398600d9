import Foundation

/// The bundle that holds the catalog the SymbolAssets plugin exports from Symbols/.
public let iconBundle = Bundle.module
